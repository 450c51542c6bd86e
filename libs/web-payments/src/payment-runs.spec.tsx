import type { RemoteDeclaration } from '@portal/contracts';
import { PAYMENT_MESSAGES } from '@portal/contracts/payments';
import { json, renderPage } from '@portal/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminPayments } from './payments';
import { apiError, blobText, captureDownloads, deposit, page, run } from './payments-test-data';

const remote = { namespace: 'test', routes: {}, strings: { en: {}, 'fr-CA': {} } } as unknown as RemoteDeclaration;
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

interface Call {
  readonly method: string;
  readonly url: URL;
  readonly authorization: string | null;
  readonly body: unknown;
}

/** The API for administrators: runs, deposits (of a run or all), the run form's answers in turn, the bank file. */
const serve = async (answers: Response[] = [], language: 'en' | 'fr-CA' = 'en') => {
  const calls: Call[] = [];
  const route = async (input: Request | string, init?: RequestInit): Promise<Response> => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.json() : undefined;
    calls.push({ method: request.method, url, authorization: request.headers.get('authorization'), body });
    if (url.pathname === '/api/payment-runs' && request.method === 'POST') return answers.shift() ?? apiError(500, 'unexpected');
    if (url.pathname === '/api/payment-runs')
      return page([run(), run({ runId: '6', paymentDate: '2026-11-15', fileCreationNumber: '0006' })], 2);
    if (url.pathname === '/api/payment-runs/7/cpa005')
      return new Response('A000000001...\r\nZ...\r\n', {
        status: 200,
        headers: { 'content-type': 'text/plain; charset=us-ascii' },
      });
    if (url.pathname === '/api/payment-runs/6/cpa005') return apiError(404, PAYMENT_MESSAGES.runNotFound);
    if (url.pathname === '/api/payments')
      return url.searchParams.get('runId') === '6'
        ? page([deposit({ depositId: '9', runId: '6', reference: 'DEP-20261115-000001', paymentDate: '2026-11-15' })], 1)
        : page([deposit()], 1);
    return new Response('', { status: 404 });
  };
  const fetchMock = await renderPage(remote, <AdminPayments title="Payments" />, () => json([]), language);
  fetchMock.mockImplementation(route);
  return calls;
};

describe('AdminPayments', () => {
  jest.setTimeout(60_000);
  afterEach(() => jest.restoreAllMocks());

  it('runs a payment for today: a new run, then the date’s existing run, then the server’s refusal', async () => {
    const created = new Response(JSON.stringify(run({ paymentDate: today() })), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
    const existing = json(run({ paymentDate: today() }));
    const refused = apiError(400, PAYMENT_MESSAGES.paymentDateWindow);
    const calls = await serve([created, existing, refused]);
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'RUN PAYMENT' }, { timeout: 15_000 });
    expect(screen.getByLabelText('Payment date')).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText(/^Payment run of .+ made: 3 deposits, \$12,345\.67$/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ paymentDate: today() }]);

    await user.click(submit);
    expect(
      await screen.findByText(/^The payment run of .+ already exists \(3 deposits, \$12,345\.67\): nothing new was paid$/),
    ).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Payment run failed: ${PAYMENT_MESSAGES.paymentDateWindow}`);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3);
  });

  it('says it in French, with the date, the money and the number of deposits in fr-CA', async () => {
    await serve(
      [json(run({ depositCount: 1, totalAmount: 4954.5 })), apiError(400, PAYMENT_MESSAGES.paymentDateWindow)],
      'fr-CA',
    );
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'LANCER LE PAIEMENT' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Lancer un paiement' })).toBeInTheDocument();
    await user.click(submit);
    expect(
      await screen.findByText(
        /^Le paiement du 1 déc\. 2026 existe déjà \(1 dépôt, 4\s954,50\s\$\) : rien de nouveau n’a été payé$/,
      ),
    ).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Échec du paiement : La date de paiement doit être comprise entre il y a 30 jours et dans 173 jours (limites des banques)',
    );
  });

  it('lists the runs and downloads a run’s CPA-005 file with the bearer token, or says why not', async () => {
    const calls = await serve();
    const saved = captureDownloads();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Payment runs' }, { timeout: 15_000 });
    await within(table).findByRole('button', { name: 'Download CPA-005 file of Dec 1, 2026' });
    const rows = within(table).getAllByRole('row');
    // Made on: the reader's time zone, so only the day is fixed (any whole-hour zone from UTC-12 to UTC+8).
    expect(rows.map((row) => row.textContent)).toContainEqual(
      expect.stringMatching(/^Dec 1, 20262026-11-28, \d\d:30345\$12,345\.670007Show depositsDownload CPA-005 file$/),
    );
    expect(screen.getByText('2 payment runs')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download CPA-005 file of Dec 1, 2026' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('cpa005-2026-12-01.txt');
    expect(await blobText(saved[0]?.blob as Blob)).toBe('A000000001...\r\nZ...\r\n');
    const download = calls.find((call) => call.url.pathname === '/api/payment-runs/7/cpa005');
    expect(download?.authorization).toBe('Bearer token');
    expect(await screen.findByText('Saved cpa005-2026-12-01.txt')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download CPA-005 file of Nov 15, 2026' }));
    expect(await screen.findByText(`Download failed: ${PAYMENT_MESSAGES.runNotFound}`)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('says when each run was made, in French too', async () => {
    await serve([], 'fr-CA');
    const table = await screen.findByRole('table', { name: 'Paiements' }, { timeout: 15_000 });
    const made = await within(table).findByRole('columnheader', { name: 'Effectué le' });
    const column = within(made.closest('tr') as HTMLElement)
      .getAllByRole('columnheader')
      .indexOf(made);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    expect(cells[0]).toMatch(/^2026-11-28 \d\d h 30$/);
  });

  it('shows every deposit, then a selected run’s deposits with the same list, and all again', async () => {
    const calls = await serve();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'All deposits' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View deposit DEP-20261201-000001' })).toBeInTheDocument();

    const show = await screen.findByRole('button', { name: 'Show deposits of the run of Nov 15, 2026' });
    await user.click(show);
    expect(await screen.findByRole('heading', { name: 'Deposits of the payment run of Nov 15, 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View deposit DEP-20261115-000001' })).toBeInTheDocument();
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(calls.some((call) => call.url.pathname === '/api/payments' && call.url.searchParams.get('runId') === '6')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'SHOW ALL DEPOSITS' }));
    expect(await screen.findByRole('heading', { name: 'All deposits' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View deposit DEP-20261201-000001' })).toBeInTheDocument();
  });
});
