import type { ProviderChangeRequest, ProviderSnapshot } from '@portal/contracts';
import { emulateWindowWidth, json, renderPage } from '@portal/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remote } from '../remote';
import { ApprovalsPage } from './approvals-page';

const office: ProviderSnapshot['offices'][number] = {
  officeId: '11111111-1111-4111-8111-111111111111',
  officeName: 'Valley Wellness',
  registrationNumber: null,
  businessID: 'P000102-1',
  businessName: 'Valley Wellness',
  phoneNumber: '306-555-0100',
  phoneExtension: null,
  directDepositEmail: 'pay@valley.test',
  address: '2 Valley Rd',
  city: 'Regina',
  province: 'SK',
  postalCode: 'S4P 3Y2',
  primaryContactFirstname: null,
  primaryContactLastname: null,
  institutionNumber: '002',
  transitNumber: '54321',
  accountNumber: '*****321',
  accountType: 'Chequing',
  verifyDirectDeposit: true,
};
const snapshot = (overrides: Partial<ProviderSnapshot> = {}): ProviderSnapshot => ({
  providerId: '22222222-2222-4222-8222-222222222222',
  providerNumber: 'P000102',
  providerName: 'Valley Wellness',
  registrationNumber: 'R-2',
  email: null,
  file: null,
  coverages: [13, 14],
  offices: [office],
  ...overrides,
});
const record = (overrides: Partial<ProviderChangeRequest>): ProviderChangeRequest => ({
  id: 1,
  timestamp: '2026-11-22T14:03:07.123Z',
  action: 'provider.update',
  providerId: '22222222-2222-4222-8222-222222222222',
  providerName: 'Valley Wellness',
  providerNumber: 'P000102',
  approvalStatus: 'Pending',
  isStatusRead: false,
  decidedAt: null,
  oldValue: snapshot(),
  newValue: snapshot({ providerName: 'Valley Wellness Centre', coverages: [13, 14, 15] }),
  ...overrides,
});
const pending = record({ id: 7 });
const registration = record({
  id: 5,
  action: 'provider.register',
  providerName: 'New Clinic',
  providerNumber: null,
  oldValue: null,
  newValue: snapshot({ providerName: 'New Clinic', providerNumber: null }),
});
const approved = record({
  id: 3,
  approvalStatus: 'Approved',
  providerName: 'Old Clinic',
  newValue: snapshot({ providerNumber: null }),
});
const coverages = [13, 14, 15].map((coverageId, index) => ({
  coverageId,
  name: ['Chiropractic', 'Psychology', 'Acupuncture'][index],
  nameFr: null,
  assignedId: coverageId,
}));

const page = (items: ProviderChangeRequest[], total = items.length) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
  });

/** The API: GET /audit answers `list`, PUT /audit/{id} answers `decision`; every request is kept. */
const api =
  (list: (query: URLSearchParams) => Response, decision: () => Response = () => json(pending)) =>
  (url: string) => {
    const { pathname: path, searchParams } = new URL(url);
    if (path === '/api/coverages') return json(coverages);
    if (path === '/api/audit') return list(searchParams);
    if (path.startsWith('/api/audit/')) return decision();
    return new Response('', { status: 404 });
  };

const auditCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]: [Request]) => request)
    .filter((request) => new URL(request.url).pathname.startsWith('/api/audit'));
const lastListQuery = (fetchMock: jest.Mock) => {
  const lists = auditCalls(fetchMock).filter((request) => request.method === 'GET');
  return Object.fromEntries(new URL(lists.at(-1)?.url ?? 'http://x').searchParams);
};
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

// antd's table, form and pickers take a few seconds to render in jsdom, more on a busy machine.
jest.setTimeout(60_000);

describe('ApprovalsPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists the first page, newest first, with UTC dates, statuses in words and numbers from the new or old value', async () => {
    const fetchMock = await renderPage(
      remote,
      <ApprovalsPage />,
      api(() => page([pending, registration, approved], 23)),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeInTheDocument();
    expect(screen.getByText('View / Approve requests for change')).toBeInTheDocument();
    expect(await screen.findByText('23 requests')).toBeInTheDocument();
    expect(lastListQuery(fetchMock)).toEqual({ sort: 'timestamp', order: 'desc', limit: '10', page: '1' });

    const row = rowOf('Valley Wellness');
    expect(row).toHaveTextContent('2026-11-22 14:03:07 UTC');
    expect(row).toHaveTextContent('Profile change');
    expect(within(row).getByText('Pending')).toHaveStyle({ color: '#000000' });
    expect(row).toHaveTextContent('P000102');
    expect(rowOf('New Clinic')).toHaveTextContent('Registration');
    expect(rowOf('New Clinic')).toHaveTextContent('Not assigned yet');
    const old = rowOf('Old Clinic');
    expect(within(old).getByText('Approved')).toHaveStyle({ color: '#237804' });
    expect(old).toHaveTextContent('P000102');
    expect(within(old).getByRole('button', { name: 'Approve the request of Old Clinic' })).toBeDisabled();
    expect(within(old).getByRole('button', { name: 'Reject the request of Old Clinic' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Approve the request of Valley Wellness' })).toBeEnabled();
    expect(screen.getByRole('listitem', { name: '3' })).toBeInTheDocument();
  });

  it('opens with the filters its address names (the admin home links to the Pending ones), and RESET clears them', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPage(
      remote,
      <ApprovalsPage />,
      api(() => page([pending], 1)),
      'en',
      '/admin-approvals?approvalStatus=Pending',
    );
    expect(await screen.findByText('1 request')).toBeInTheDocument();
    expect(lastListQuery(fetchMock)).toMatchObject({ approvalStatus: 'Pending', page: '1' });
    expect(screen.getByRole('form', { name: 'Search approval requests' })).toHaveTextContent('Pending');
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).not.toHaveProperty('approvalStatus'));
  });

  it('searches with the filters from page 1, and RESET goes back to every request', async () => {
    const user = userEvent.setup();
    const list = (query: URLSearchParams) => (query.get('providerName') ? page([pending], 1) : page([pending, approved], 40));
    const fetchMock = await renderPage(remote, <ApprovalsPage />, api(list));
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ page: '2' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Valley');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() =>
      expect(lastListQuery(fetchMock)).toEqual({
        providerName: 'Valley',
        sort: 'timestamp',
        order: 'desc',
        limit: '10',
        page: '1',
      }),
    );
    expect(await screen.findByText('1 request')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Old Clinic' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(await screen.findByText('40 requests')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '1' })).toHaveClass('ant-pagination-item-active');
  });

  it('shows every request on one page when the page size is all', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPage(
      remote,
      <ApprovalsPage />,
      api(() => page([pending, approved], 2)),
    );
    await user.click(await screen.findByLabelText('Rows per page'));
    await user.click(document.querySelector('.ant-select-item-option[title="All"]') as HTMLElement);
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ limit: 'all', page: '1' }));
  });

  it('expands one row at a time into the old-versus-new comparison, with coverage names', async () => {
    const user = userEvent.setup();
    await renderPage(
      remote,
      <ApprovalsPage />,
      api(() => page([pending, registration])),
    );
    await screen.findByText('2 requests');
    const [first, second] = screen.getAllByRole('button', { name: 'Expand row' });
    await user.click(first as HTMLElement);
    const diff = await screen.findByRole('region', { name: 'Provider' });
    expect(within(diff).getByRole('rowheader', { name: /^Business name Changed/ })).toBeInTheDocument();
    expect(screen.getByText('Acupuncture').closest('li')).toHaveTextContent('AcupunctureAdded');
    await user.click(second as HTMLElement);
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Provider' })).toHaveLength(1));
    const shown = screen.getByRole('region', { name: 'Provider' });
    expect(within(shown).getByRole('rowheader', { name: 'Business name' })).toBeInTheDocument();
    expect(within(shown).getByRole('cell', { name: 'New Clinic' })).toBeInTheDocument();
  });

  it.each([
    ['Approve', 'Approved'],
    ['Reject', 'Rejected'],
  ])('%ss with PUT /audit/{id}, says so and reloads the list', async (button, status) => {
    const user = userEvent.setup();
    const fetchMock = await renderPage(
      remote,
      <ApprovalsPage />,
      api(() => page([pending])),
    );
    await user.click(await screen.findByRole('button', { name: `${button} the request of Valley Wellness` }));
    expect(await screen.findByText(`Updated status: ${status}`)).toBeInTheDocument();
    const put = auditCalls(fetchMock).find((request) => request.method === 'PUT') as Request;
    expect(new URL(put.url).pathname).toBe('/api/audit/7');
    expect(await put.json()).toEqual({ approvalStatus: status });
    await waitFor(() => expect(auditCalls(fetchMock).filter((request) => request.method === 'GET')).toHaveLength(2));
    // The buttons are disabled once decided: focus goes to the row's status, not to the page.
    const row = screen.getByRole('button', { name: `${button} the request of Valley Wellness` }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Pending')).toHaveFocus());
  });

  it("shows the server's reason when a decision is refused (409)", async () => {
    const user = userEvent.setup();
    const conflict = () =>
      new Response(JSON.stringify({ statusCode: 409, message: 'The change request is no longer Pending' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    await renderPage(
      remote,
      <ApprovalsPage />,
      api(() => page([pending]), conflict),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject the request of Valley Wellness' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update status: The change request is no longer Pending',
    );
  });

  it('says when the list cannot be loaded', async () => {
    await renderPage(
      remote,
      <ApprovalsPage />,
      api(
        () =>
          new Response(JSON.stringify({ message: 'Database unavailable' }), {
            status: 503,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load approvals list: Database unavailable');
  });

  it('speaks French', async () => {
    await renderPage(
      remote,
      <ApprovalsPage />,
      api(() => page([pending])),
      'fr-CA',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Demandes d’approbation' })).toBeInTheDocument();
    expect(await screen.findByText('En attente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RECHERCHER' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Numéro de fournisseur' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = emulateWindowWidth(390);
    });
    afterEach(() => restore());

    it('folds the filters behind a button counting them, lists the requests as cards and sorts and pages them', async () => {
      const user = userEvent.setup();
      const fetchMock = await renderPage(
        remote,
        <ApprovalsPage />,
        api(() => page([pending, approved], 40)),
        'en',
        '/admin-approvals?approvalStatus=Pending',
      );
      const filters = screen.getByRole('button', { name: 'Filters (1)' });
      expect(filters).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('form', { name: 'Search approval requests' })).not.toBeInTheDocument();
      await user.click(filters);
      expect(screen.getByRole('form', { name: 'Search approval requests' })).toBeVisible();

      const cards = await screen.findByRole('list', { name: 'Approval requests' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(cards).getByRole('heading', { level: 2, name: 'Valley Wellness' }).closest('li') as HTMLElement;
      expect(card).toHaveTextContent('Pending');
      expect(within(card).getByRole('button', { name: 'Approve the request of Valley Wellness' })).toBeEnabled();
      await user.click(within(card).getByRole('button', { name: 'Details Valley Wellness' }));
      expect(await screen.findByRole('region', { name: 'Provider' })).toBeVisible();

      await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
      await user.click(document.querySelector('.ant-select-item-option[title="Name, ascending"]') as HTMLElement);
      await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ sort: 'providerName', order: 'asc', page: '1' }));
      await user.click(screen.getByRole('listitem', { name: '2' }));
      await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ sort: 'providerName', order: 'asc', page: '2' }));
    });
  });
});
