import type { Member, Provider } from '@portal/contracts';
import { json, renderPage } from '@portal/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDER, notFound } from '../provider-form/test-data';
import { remote } from '../remote';
import { NewClaimPage } from './new-claim-page';
import { ADAM, ALICE, PLAN } from './test-members';

jest.mock('@portal/auth', () => ({ useAuth: () => ({ signIn: jest.fn(), providerId: '22222222-2222-4222-8222-222222222222' }) }));

const [FIRST_OFFICE] = PROVIDER.offices;
if (!FIRST_OFFICE) throw new Error('the test provider has no office');
const SECOND_OFFICE = { ...FIRST_OFFICE, officeId: '33333333-3333-4333-8333-333333333333', officeName: 'Harbour Clinic' };
const render = async (provider: Partial<Provider> = {}, members: (url: URL) => Member[] = () => [ALICE]) => {
  const current: Provider = { ...PROVIDER, ...provider };
  const fetchMock = await renderPage(remote, <NewClaimPage />);
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/api', '');
    if (path === `/provider/${PROVIDER.providerId}`) return json(current);
    if (path === `/provider/${PROVIDER.providerId}/member`) return json(members(url));
    if (path === '/plans/110') return json(PLAN);
    return notFound();
  });
  return fetchMock;
};
const searchUrls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([request]) => new URL((request as Request).url)).filter((url) => url.pathname.endsWith('/member'));

describe('NewClaimPage member search', () => {
  jest.setTimeout(60_000);

  it('pads the member ID and shows the selected member with plan, dependents and a masked date of birth', async () => {
    const fetchMock = await render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Member / Certificate ID'), '123456');
    await user.click(screen.getByRole('button', { name: 'SEARCH BY ID' }));
    const card = await screen.findByRole('heading', { name: 'Member: Alice Martin' });
    expect(searchUrls(fetchMock)[0]?.searchParams.toString()).toBe('memberId=000123456');
    const content = card.closest('section') as HTMLElement;
    expect(within(content).getByText(/Bob Martin/)).toHaveTextContent('Spouse');
    expect(within(content).getByText(/Chloe Martin/)).toHaveTextContent('Child');
    expect(within(content).getAllByText(/hidden/).length).toBe(3);
    expect(await within(content).findByText('Student Health - 110')).toBeInTheDocument();
  });

  it('shows SEARCH BY ID busy while its search runs', async () => {
    let answer: (members: Member[]) => void = () => undefined;
    const pending = new Promise<Member[]>((resolve) => (answer = resolve));
    const fetchMock = await render();
    const base = fetchMock.getMockImplementation() as (request: Request) => Promise<Response>;
    fetchMock.mockImplementation(async (request: Request) =>
      new URL(request.url).pathname.endsWith('/member') ? json(await pending) : base(request),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Member / Certificate ID'), '123456');
    const button = screen.getByRole('button', { name: 'SEARCH BY ID' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: 'SEARCH BY NAME' })).not.toHaveClass('ant-btn-loading');
    answer([ALICE]);
    await screen.findByRole('heading', { name: 'Member: Alice Martin' });
    expect(button).not.toHaveClass('ant-btn-loading');
  });

  it('requires an office when the provider has several, then searches by name and lets the user pick a row', async () => {
    const fetchMock = await render({ offices: [FIRST_OFFICE, SECOND_OFFICE] }, () => [ADAM, ALICE]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First Name'), 'a');
    await user.type(screen.getByLabelText('Last Name'), 'mart');
    expect(screen.getByRole('button', { name: 'SEARCH BY NAME' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Office' }), 'Harbour Clinic');
    await user.click(screen.getByRole('button', { name: 'SEARCH BY NAME' }));
    const table = await screen.findByRole('table');
    expect(searchUrls(fetchMock)[0]?.searchParams.toString()).toBe('firstname=a&lastname=mart');
    await user.click(within(table).getByRole('button', { name: 'Select Adam Martin' }));
    expect(await screen.findByRole('heading', { name: 'Member: Adam Martin' })).toBeInTheDocument();
    expect(screen.getByText('1980-01-01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveValue('');
  });

  it("says 'No Members found' when nothing matches", async () => {
    await render({}, () => []);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Member / Certificate ID'), '999');
    await user.click(screen.getByRole('button', { name: 'SEARCH BY ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No Members found');
  });

  it('holds a skeleton of the member search, read as "Loading…", until the provider has loaded', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = await renderPage(remote, <NewClaimPage />);
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Loading…$/);
    expect(screen.queryByRole('button', { name: 'SEARCH BY ID' })).not.toBeInTheDocument();
    answer(json(PROVIDER));
    expect(await screen.findByRole('button', { name: 'SEARCH BY ID' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('disables searches and says why for a suspended provider', async () => {
    await render({ isSuspended: true, adminMessage: 'Unpaid fees' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your account has been suspended. You will not be able to submit any claims. Please contact administrator.',
    );
    expect(alert).toHaveTextContent('Unpaid fees');
    await waitFor(() => expect(screen.getByRole('button', { name: 'SEARCH BY ID' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'SEARCH BY NAME' })).toBeDisabled();
  });

  it('disables searches for a provider awaiting approval', async () => {
    await render({ providerNumber: null, approvalStatus: 'Pending' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You will not be able to submit claim until your profile is approved');
    expect(alert).toHaveTextContent('You will not be able to search for members until your profile is approved');
    await waitFor(() => expect(screen.getByRole('button', { name: 'SEARCH BY ID' })).toBeDisabled());
  });
});
