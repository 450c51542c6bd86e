import type { ProviderChangeRequest, Provider } from '@portal/contracts';
import { json, renderPage } from '@portal/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COVERAGES, PROVIDER, notFound } from '../provider-form/test-data';
import { remote } from '../remote';
import { ProfilePage } from './profile-page';

jest.mock('@portal/auth', () => ({ useAuth: () => ({ signIn: jest.fn(), providerId: '22222222-2222-4222-8222-222222222222' }) }));

const API = 'http://api.test/api';
const PROVIDER_URL = `${API}/provider/${PROVIDER.providerId}`;
type Handler = (request: Request) => Response | Promise<Response>;

const { oldValue, newValue } = (() => {
  const {
    approvalStatus: _a,
    isSuspended: _s,
    adminMessage: _m,
    isStatusRead: _r,
    verifyProviderRegistration: _v,
    timezone: _tz,
    latestAuditId: _l,
    username: _u,
    ...rest
  } = PROVIDER;
  const snapshot = { ...rest, file: null, offices: rest.offices.map(({ provinceId: _p, ...office }) => office) };
  return { oldValue: snapshot, newValue: { ...snapshot, providerName: 'Valley Wellness Centre' } };
})();
const CHANGE_REQUEST: ProviderChangeRequest = {
  id: 31,
  timestamp: '2026-11-22T14:03:07.123Z',
  action: 'provider.update',
  providerId: PROVIDER.providerId,
  providerName: PROVIDER.providerName,
  providerNumber: PROVIDER.providerNumber,
  approvalStatus: 'Rejected',
  isStatusRead: false,
  decidedAt: '2026-11-22T15:00:00.000Z',
  oldValue,
  newValue,
};

const render = async (provider: Partial<Provider>, overrides: Record<string, Handler> = {}) => {
  let current: Provider = { ...PROVIDER, ...provider };
  const handler: Handler = (request) => {
    const key = `${request.method} ${request.url.replace(API, '')}`;
    if (overrides[key]) return overrides[key](request);
    if (request.url === PROVIDER_URL) return json(current);
    if (key === 'GET /coverages') return json(COVERAGES);
    if (key === 'GET /audit/audit-record/31') return json(CHANGE_REQUEST);
    return notFound();
  };
  const fetchMock = await renderPage(remote, <ProfilePage />, () => json(current));
  fetchMock.mockImplementation(async (request: Request) => handler(request));
  return { fetchMock, update: (next: Partial<Provider>) => (current = { ...current, ...next }) };
};
const calls = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.filter(([request]) => (request as Request).method === method);

describe('ProfilePage', () => {
  jest.setTimeout(60_000);
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('shows the provider number and name, the read-only number and the masked account with its hint', async () => {
    await render({});
    expect(await screen.findByRole('heading', { level: 2, name: 'P000102 – Valley Wellness' })).toBeInTheDocument();
    expect(screen.getByLabelText('Provider Number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Account Number')).toHaveValue('*****321');
    expect(screen.getByText(/Keep \*\*\*\*\*321 to leave the account on file unchanged/)).toBeInTheDocument();
    expect(screen.getByLabelText('Business ID')).toHaveValue('P000102-1');
    expect(screen.queryByText(/pending approval/)).not.toBeInTheDocument();
  });

  it('while a change is pending says so and disables SAVE', async () => {
    await render({ approvalStatus: 'Pending' });
    expect(await screen.findByText('Your profile information is pending approval')).toBeInTheDocument();
    expect(screen.getAllByText('You will not be able to save until your profile is approved').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  });

  it('shows the suspended banner with the administrator message', async () => {
    await render({ isSuspended: true, adminMessage: 'Unpaid membership fee' });
    const banner = await screen.findByText(/Your account has been suspended/);
    expect(banner.closest('[role="alert"]')).toHaveTextContent('Unpaid membership fee');
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeEnabled();
  });

  it('saves the profile, keeping the masked account number, then shows the pending state', async () => {
    const user = userEvent.setup();
    const { fetchMock, update } = await render({}, {});
    const name = await screen.findByLabelText('Business Name');
    await user.clear(name);
    await user.type(name, 'Valley Wellness Centre');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    update({ approvalStatus: 'Pending' });
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Profile change sent for approval')).toBeInTheDocument();
    const [request] = calls(fetchMock, 'PUT')[0] as [Request];
    expect(await request.json()).toMatchObject({
      providerName: 'Valley Wellness Centre',
      coverages: [13],
      offices: [{ officeId: PROVIDER.offices[0]?.officeId, accountNumber: '*****321' }],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled());
  });

  it("shows the call's error message when the save fails", async () => {
    const user = userEvent.setup();
    const conflict = () =>
      new Response(JSON.stringify({ message: 'A change is already pending' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    await render({}, { [`PUT /provider/${PROVIDER.providerId}`]: conflict });
    expect(await screen.findByRole('checkbox', { name: 'Verify Provider Registration' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('A change is already pending')).toBeInTheDocument();
  });

  it('rejected: See details compares old and new; CLOSE AND HIDE marks it read and the banner goes away', async () => {
    const user = userEvent.setup();
    const { fetchMock, update } = await render({ approvalStatus: 'Rejected', isStatusRead: false, latestAuditId: 31 });
    await user.click(await screen.findByRole('button', { name: 'See details' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Valley Wellness Centre/)).toBeInTheDocument();
    update({ isStatusRead: true });
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE AND HIDE' }));
    await waitFor(() => expect(screen.queryByText(/has been rejected/)).not.toBeInTheDocument());
    expect((calls(fetchMock, 'PUT')[0]?.[0] as Request).url).toBe(`${API}/audit/31/read`);
  });

  it('CLOSE leaves the rejected banner in place', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await render({ approvalStatus: 'Rejected', isStatusRead: false, latestAuditId: 31 });
    await user.click(await screen.findByRole('button', { name: 'See details' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/has been rejected/)).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('saves the e-mail language at once, outside the change request, and says so', async () => {
    const user = userEvent.setup();
    const noContent = () => new Response(null, { status: 204 });
    const { fetchMock, update } = await render({}, { [`PUT /provider/${PROVIDER.providerId}/language`]: noContent });
    const group = await screen.findByRole('group', { name: 'Language of e-mails' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    update({ language: 'fr-CA' });
    await user.click(within(group).getByRole('radio', { name: 'Français' }));
    expect(await screen.findByText('E-mail language saved')).toBeInTheDocument();
    const [request] = calls(fetchMock, 'PUT')[0] as [Request];
    expect(request.url).toBe(`${PROVIDER_URL}/language`);
    expect(await request.json()).toEqual({ language: 'fr-CA' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Français' })).toBeChecked());
  });

  it("shows the call's error when the e-mail language cannot be saved, and keeps the saved choice", async () => {
    const user = userEvent.setup();
    const failure = () =>
      new Response(JSON.stringify({ message: 'Provider not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    await render({}, { [`PUT /provider/${PROVIDER.providerId}/language`]: failure });
    const group = await screen.findByRole('group', { name: 'Language of e-mails' });
    await user.click(within(group).getByRole('radio', { name: 'Français' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to save the e-mail language. Provider not found');
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
  });
});
