import type { Provider, RemoteDeclaration } from '@portal/contracts';
import { emulateWindowWidth, json, renderPage } from '@portal/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisteredProviders } from './registered-providers';

const remote = { namespace: 'test', routes: {}, strings: { en: {}, 'fr-CA': {} } } as unknown as RemoteDeclaration;

const provider = (overrides: Partial<Provider> = {}): Provider => ({
  providerId: '22222222-2222-4222-8222-222222222222',
  providerName: 'Valley Wellness Inc.',
  registrationNumber: 'REG-1002',
  providerNumber: 'P000002',
  username: 'provider2',
  email: null,
  approvalStatus: 'Approved',
  isSuspended: false,
  adminMessage: null,
  isStatusRead: true,
  verifyProviderRegistration: true,
  timezone: 'America/Vancouver',
  language: 'en',
  latestAuditId: null,
  coverages: [13],
  offices: [
    {
      officeId: '11111111-1111-4111-8111-111111111111',
      officeName: 'Valley Wellness',
      registrationNumber: null,
      businessID: 'P000002-1',
      businessName: 'Valley Wellness',
      phoneNumber: '250-555-0100',
      phoneExtension: null,
      directDepositEmail: 'pay@valley.test',
      address: '2 Valley Rd',
      city: 'Kelowna',
      province: 'BC',
      provinceId: 3,
      postalCode: 'V1Y 1A1',
      primaryContactFirstname: null,
      primaryContactLastname: null,
      institutionNumber: '002',
      transitNumber: '54321',
      accountNumber: '******323',
      accountType: 'Chequing',
      verifyDirectDeposit: true,
    },
  ],
  ...overrides,
});
const valley = provider();
const lakeside = provider({
  providerId: '44444444-4444-4444-8444-444444444444',
  providerName: 'Lakeside Chiropractic',
  providerNumber: 'P000004',
  registrationNumber: 'REG-1004',
  isSuspended: true,
  adminMessage: 'Billing review.',
  offices: [],
});
const coverages = [13, 14].map((coverageId, index) => ({
  coverageId,
  name: ['Chiropractic', 'Psychology'][index],
  nameFr: null,
  assignedId: coverageId,
}));

const page = (items: Provider[], total = items.length) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
  });

const api =
  (items: Provider[], change: () => Response = () => json(valley)) =>
  (url: string) => {
    const { pathname: path } = new URL(url);
    if (path === '/api/coverages') return json(coverages);
    if (path === '/api/provider') return page(items, 42);
    if (/\/(suspend|activate)$/.test(path)) return change();
    const found = items.find((each) => path === `/api/provider/${each.providerId}`);
    return found ? json(found) : new Response('', { status: 404 });
  };

const requests = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([request]: [Request]) => request);
const lastListQuery = (fetchMock: jest.Mock) => {
  const lists = requests(fetchMock).filter((request) => new URL(request.url).pathname === '/api/provider');
  return Object.fromEntries(new URL(lists.at(-1)?.url ?? 'http://x').searchParams);
};
const chooseState = async (user: ReturnType<typeof userEvent.setup>, name: string, state: string) => {
  await user.click(screen.getByRole('combobox', { name: `Account status of ${name}` }));
  await user.click([...document.querySelectorAll(`.ant-select-item-option[title="${state}"]`)].at(-1) as HTMLElement);
};

/** antd's modals all get the same title id under test, so a dialog is found by its visible title. */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`No dialog titled ${title}`);
    return found;
  });

jest.setTimeout(60_000);

describe('RegisteredProviders', () => {
  it('lists a server page with its total, highlights suspended rows, and searches and pages on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPage(
      remote,
      <RegisteredProviders title="Registered Providers" canManage />,
      api([valley, lakeside]),
    );
    expect(await screen.findByText('42 providers')).toBeInTheDocument();
    for (const header of ['Name', 'Provider Number', 'Registration Number', 'Offices', 'Actions'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(lastListQuery(fetchMock)).toEqual({ limit: '10', page: '1' });
    expect(screen.getByRole('button', { name: 'Lakeside Chiropractic' }).closest('tr')).toHaveClass(
      'registered-providers-suspended',
    );
    expect(screen.getByRole('button', { name: 'Valley Wellness Inc.' }).closest('tr')).not.toHaveClass(
      'registered-providers-suspended',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'valley wellness{Enter}');
    await waitFor(() => expect(lastListQuery(fetchMock)).toEqual({ limit: '10', page: '1', search: 'valley wellness' }));
    expect(screen.getByRole('button', { name: 'Clear the search' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Page size'));
    await user.click(document.querySelector('.ant-select-item-option[title="All"]') as HTMLElement);
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ limit: 'all' }));
  });

  it('lists only suspended providers when asked, until the user shows all', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPage(
      remote,
      <RegisteredProviders title="Registered Providers" canManage initialStatus="suspended" />,
      api([lakeside]),
    );
    await screen.findByText('Showing suspended providers only.');
    expect(lastListQuery(fetchMock)).toMatchObject({ status: 'suspended' });
    await user.click(screen.getByRole('button', { name: 'Show all providers' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).not.toHaveProperty('status'));
  });

  it('opens the read-only details of a clicked row, with Login As Provider for a manager', async () => {
    const user = userEvent.setup();
    const onLoginAs = jest.fn();
    await renderPage(
      remote,
      <RegisteredProviders title="Registered Providers" canManage onLoginAs={onLoginAs} />,
      api([valley, lakeside]),
    );
    await user.click(await screen.findByRole('cell', { name: 'REG-1002' }));
    const dialog = await dialogTitled('Provider details: Valley Wellness Inc.');
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
    expect(within(dialog).getByText('******323')).toBeInTheDocument();
    expect(within(dialog).getByText('America/Vancouver')).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: 'Chiropractic' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Psychology' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Psychology' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Login As Provider' }));
    expect(onLoginAs).toHaveBeenCalledWith(valley.providerId);
  });

  it('shows a suspended provider with the admin message', async () => {
    const user = userEvent.setup();
    await renderPage(remote, <RegisteredProviders title="Registered Providers" canManage={false} />, api([valley, lakeside]));
    await user.click(await screen.findByRole('button', { name: 'Lakeside Chiropractic' }));
    const dialog = await dialogTitled('Provider details: Lakeside Chiropractic');
    expect(within(dialog).getByText('Suspended')).toBeInTheDocument();
    expect(within(dialog).getByText('Billing review.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Login As Provider' })).not.toBeInTheDocument();
  });

  it('shows a provider not approved yet as pending, with no account state to change', async () => {
    const pending = provider({ providerNumber: null, approvalStatus: 'Pending' });
    await renderPage(remote, <RegisteredProviders title="Registered Providers" canManage />, api([pending]));
    expect(await screen.findByText('Pending approval')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Account status of Valley Wellness Inc.' })).not.toBeInTheDocument();
    expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  });

  it('is read only without the right to manage', async () => {
    await renderPage(remote, <RegisteredProviders title="Registered Providers" canManage={false} />, api([valley]));
    expect(await screen.findByRole('combobox', { name: 'Account status of Valley Wellness Inc.' })).toBeDisabled();
  });

  it('asks, takes an optional message, suspends and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPage(remote, <RegisteredProviders title="Registered Providers" canManage />, api([valley]));
    await screen.findByText('42 providers');
    await chooseState(user, 'Valley Wellness Inc.', 'Suspended');
    const confirm = await dialogTitled('Are you sure?');
    expect(confirm).toHaveTextContent(
      "Provider Valley Wellness Inc.'s account will be suspended! The provider will not be able to submit any claims!",
    );
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    const ask = await dialogTitled('Add optional message to provider');
    const message = within(ask).getByPlaceholderText('Enter message - reason');
    await user.type(message, 'Missing licence');
    await user.click(within(ask).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText("Provider's account has been suspended")).toBeInTheDocument();
    const suspend = requests(fetchMock).find((request) => request.url.endsWith('/suspend'));
    expect(suspend?.method).toBe('POST');
    expect(await suspend?.json()).toEqual({ adminMessage: 'Missing licence' });
  });

  it('cancelling closes both dialogs, resets the dropdown and suspends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPage(remote, <RegisteredProviders title="Registered Providers" canManage />, api([valley]));
    await screen.findByText('42 providers');
    await chooseState(user, 'Valley Wellness Inc.', 'Suspended');
    await user.click(within(await dialogTitled('Are you sure?')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cell = screen.getByRole('combobox', { name: 'Account status of Valley Wellness Inc.' }).closest('.ant-select');
    expect(cell).toHaveTextContent('Approved');
    expect(requests(fetchMock).some((request) => request.url.endsWith('/suspend'))).toBe(false);
  });

  it('activates at once on Approved, and reports a failure with the server message', async () => {
    const user = userEvent.setup();
    const failure = () =>
      new Response(JSON.stringify({ statusCode: 403, message: 'Forbidden resource', requestId: 'r' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    const fetchMock = await renderPage(
      remote,
      <RegisteredProviders title="Registered Providers" canManage />,
      api([lakeside], failure),
    );
    await screen.findByText('42 providers');
    await chooseState(user, 'Lakeside Chiropractic', 'Approved');
    expect(await screen.findByText('Failed to activate provider: Forbidden resource')).toBeInTheDocument();
    expect(requests(fetchMock).some((request) => request.url.endsWith(`/provider/${lakeside.providerId}/activate`))).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the providers as cards on a phone, a suspended one marked, each with its status and details', async () => {
    const restore = emulateWindowWidth(390);
    try {
      const user = userEvent.setup();
      await renderPage(remote, <RegisteredProviders title="Registered Providers" canManage />, api([valley, lakeside]));
      const cards = await screen.findByRole('list', { name: 'Registered providers' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const lakesideCard = within(cards).getByRole('heading', { level: 2, name: 'Lakeside Chiropractic' }).closest('li');
      expect(lakesideCard).toHaveClass('registered-providers-suspended');
      const valleyCard = within(cards)
        .getByRole('heading', { level: 2, name: 'Valley Wellness Inc.' })
        .closest('li') as HTMLElement;
      expect(valleyCard).not.toHaveClass('registered-providers-suspended');
      expect(within(valleyCard).getByRole('combobox', { name: 'Account status of Valley Wellness Inc.' })).toBeEnabled();
      await user.click(within(valleyCard).getByRole('button', { name: 'Valley Wellness Inc.' }));
      expect(await dialogTitled('Provider details: Valley Wellness Inc.')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
