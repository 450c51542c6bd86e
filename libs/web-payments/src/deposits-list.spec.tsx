import type { RemoteDeclaration } from '@portal/contracts';
import { json, renderPage } from '@portal/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProviderPayments } from './payments';
import { blobText, captureDownloads, deposit, depositDetail, OFFICE_ID, page, provider, PROVIDER_ID } from './payments-test-data';

const remote = { namespace: 'test', routes: {}, strings: { en: {}, 'fr-CA': {} } } as unknown as RemoteDeclaration;

const DEPOSITS = [
  deposit(),
  deposit({ depositId: '2', reference: 'DEP-20261201-000002', amount: 2345.67, claimCount: 1, lineCount: 1 }),
  deposit({ depositId: '3', reference: 'DEP-20261115-000001', paymentDate: '2026-11-15', amount: 120 }),
];

/** The API: the provider, its deposits (42 in all), one deposit's detail; every request's URL is kept. */
const serve = async (language: 'en' | 'fr-CA' = 'en') => {
  const urls: URL[] = [];
  const route = (url: URL): Response => {
    urls.push(url);
    if (url.pathname === `/api/provider/${PROVIDER_ID}`) return json(provider);
    if (url.pathname === '/api/payments') {
      const pageNumber = Number(url.searchParams.get('page'));
      return url.searchParams.get('limit') === '100' ? page(pageNumber === 1 ? DEPOSITS : [], 3) : page(DEPOSITS, 42);
    }
    if (url.pathname === '/api/payments/1') return json(depositDetail());
    if (url.pathname === '/api/coverages')
      return json([{ coverageId: 13, name: 'Chiropractic', nameFr: 'Chiropratique', assignedId: 13 }]);
    return new Response('', { status: 404 });
  };
  const fetchMock = await renderPage(
    remote,
    <ProviderPayments title="Payments" providerId={PROVIDER_ID} />,
    (url) => route(new URL(url)),
    language,
  );
  // RTK Query sends a Request; the CSV export's fetch a URL string.
  fetchMock.mockImplementation(async (input: Request | string) => route(new URL(typeof input === 'string' ? input : input.url)));
  return { urls, fetchMock };
};

describe('ProviderPayments', () => {
  jest.setTimeout(60_000);
  afterEach(() => jest.restoreAllMocks());

  it('lists the deposits from the API with the total, money and dates in the locale, and filters by office and date', async () => {
    const { urls } = await serve();
    const table = await screen.findByRole('table', { name: 'Deposits' }, { timeout: 15_000 });
    expect(await within(table).findByText('DEP-20261201-000002')).toBeInTheDocument();
    expect(screen.getByText('42 deposits')).toBeInTheDocument();
    expect(within(table).getByText('$2,345.67')).toBeInTheDocument();
    expect(within(table).getAllByText('Dec 1, 2026')).toHaveLength(2);
    expect(urls.find((url) => url.pathname === '/api/payments')?.search).toBe('?page=1&limit=25');
    // The chart of the page by payment date, with its data table for screen readers.
    expect(
      screen.getByRole('img', { name: /on 2 payment dates of this page, the largest \$7,345\.67 on Dec 1, 2026/ }),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Office'));
    await user.click(await screen.findByTitle('Valley Wellness'));
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() =>
      expect(urls.some((url) => url.pathname === '/api/payments' && url.searchParams.get('officeId') === OFFICE_ID)).toBe(true),
    );
  });

  it('shows a deposit’s lines, notes a line paid in parts, exports them as CSV and opens the printable statement', async () => {
    await serve();
    const saved = captureDownloads();
    const print = jest.fn();
    window.print = print;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View deposit DEP-20261201-000001' }, { timeout: 15_000 }));

    const dialog = await screen.findByRole('dialog', { name: 'Deposit DEP-20261201-000001' });
    const lines = await within(dialog).findByRole('table', { name: 'Claim lines paid by DEP-20261201-000001' });
    const rows = within(lines).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('CPP110202611240000000000010ALICE MARTINNov 20, 2026Chiropractic$45.50$45.50');
    expect(rows[2]).toHaveTextContent('Paid in parts: $4,954.50 of $12,300.17 in this deposit');
    expect(rows[3]).toHaveTextContent('Total$12,345.67$5,000.00');

    await user.click(within(dialog).getByRole('button', { name: 'EXPORT LINES CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('DEP-20261201-000001.csv');
    expect(await blobText(saved[0]?.blob as Blob)).toBe(
      'Reference,Payment date,Office,Submission ID,Patient,Date of service,Coverage,Line amount,Paid in this deposit\r\n' +
        'DEP-20261201-000001,2026-12-01,Valley Wellness,CPP110202611240000000000010,ALICE MARTIN,2026-11-20,Chiropractic,45.50,45.50\r\n' +
        'DEP-20261201-000001,2026-12-01,Valley Wellness,CPP110202611240000000000011,"BOB ""B"" MARTIN, JR",2026-11-21,,12300.17,4954.50\r\n',
    );

    await user.click(within(dialog).getByRole('button', { name: 'STATEMENT' }));
    const statement = await screen.findByRole('dialog', { name: 'Remittance statement — DEP-20261201-000001' });
    expect(screen.queryByRole('dialog', { name: 'Deposit DEP-20261201-000001' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(statement).getByRole('heading', { level: 1 })).toHaveFocus());
    const facts = within(statement)
      .getAllByRole('definition')
      .map((each) => each.textContent);
    expect(facts).toEqual([
      'Benefits Administrator',
      'Valley Wellness',
      'DEP-20261201-000001',
      'Dec 1, 2026',
      '$5,000.00',
      '2',
      '2',
    ]);
    expect(within(statement).getByRole('table', { name: 'Claim lines paid by this deposit' })).toHaveTextContent(
      'Total$12,345.67$5,000.00',
    );
    // Printed alone: everything else in the body is hidden on paper.
    expect(statement.parentElement).toBe(document.body);
    expect(statement.querySelector('style')?.textContent).toContain(
      '@media print { body > *:not(.deposit-statement) { display: none !important; }',
    );
    await user.click(within(statement).getByRole('button', { name: 'Print / save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Deposit DEP-20261201-000001' })).toBeInTheDocument();
  });

  it('exports every deposit of the search as CSV, reading the API page by page', async () => {
    const { urls } = await serve();
    const saved = captureDownloads();
    const user = userEvent.setup();
    await screen.findByText('DEP-20261201-000002', undefined, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'EXPORT CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await blobText(saved[0]?.blob as Blob)).toBe(
      'Payment date,Reference,Office,Amount,Claims,Lines\r\n' +
        '2026-12-01,DEP-20261201-000001,Valley Wellness,5000.00,2,2\r\n' +
        '2026-12-01,DEP-20261201-000002,Valley Wellness,2345.67,1,1\r\n' +
        '2026-11-15,DEP-20261115-000001,Valley Wellness,120.00,2,2\r\n',
    );
    expect(urls.filter((url) => url.searchParams.get('limit') === '100').map((url) => url.searchParams.get('page'))).toEqual([
      '1',
    ]);
    expect(await screen.findByText('Exported 3 rows')).toBeInTheDocument();
  });

  it('speaks French: strings, money and dates in fr-CA', async () => {
    await serve('fr-CA');
    const table = await screen.findByRole('table', { name: 'Dépôts' }, { timeout: 15_000 });
    expect(await within(table).findByText(/^2\s345,67\s\$$/)).toBeInTheDocument();
    expect(within(table).getAllByText('1 déc. 2026')).toHaveLength(2);
    expect(screen.getByText('42 dépôts')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir le dépôt DEP-20261201-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dépôt DEP-20261201-000001' });
    // The line keeps the coverage's English name; a French screen shows its French name.
    expect(await within(dialog).findByRole('cell', { name: 'Chiropratique' })).toBeInTheDocument();
  });

  it('shows the server’s message when the deposits cannot be read', async () => {
    await renderPage(remote, <ProviderPayments title="Payments" providerId={PROVIDER_ID} />, (url) =>
      new URL(url).pathname === '/api/payments'
        ? new Response(
            JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'The start date must not be after the end date' }),
            {
              status: 400,
              headers: { 'content-type': 'application/json' },
            },
          )
        : json(provider),
    );
    expect(await screen.findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent(
      'Failed to load deposits: The start date must not be after the end date',
    );
  });
});
