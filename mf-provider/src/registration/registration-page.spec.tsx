import { json, renderPage } from '@portal/web-testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COVERAGES, LEGACY, notFound } from '../provider-form/test-data';
import { remote } from '../remote';
import { RegistrationPage, SIGN_IN_DELAY_MS } from './registration-page';

const mockSignIn = jest.fn();
jest.mock('@portal/auth', () => ({ useAuth: () => ({ signIn: mockSignIn, providerId: null }) }));

const API = 'http://api.test/api';
type Handler = (request: Request) => Response | Promise<Response>;

const answer =
  (overrides: Record<string, Handler> = {}): Handler =>
  (request) => {
    const path = request.url.replace(API, '');
    const key = `${request.method} ${path}`;
    if (overrides[key]) return overrides[key](request);
    if (path === '/coverages') return json(COVERAGES);
    if (path === '/enums/provinces') return new Response('', { status: 500 });
    if (path === '/provider/legacy') return json(LEGACY);
    return notFound();
  };

const render = async (handler: Handler) => {
  const fetchMock = await renderPage(remote, <RegistrationPage />);
  fetchMock.mockImplementation(async (request: Request) => handler(request));
  return fetchMock;
};
const posts = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST');

/** Everything the prefill cannot give: bank numbers and the checkboxes. */
const completeForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText('Institution'), '001');
  await user.type(screen.getByLabelText('Transit'), '12345');
  await user.type(screen.getByLabelText('Account Number'), '1234567');
  await user.click(screen.getByRole('checkbox', { name: 'Verify Direct Deposit' }));
  await user.click(screen.getByRole('checkbox', { name: 'Verify Provider Registration' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
};

describe('RegistrationPage', () => {
  jest.setTimeout(60_000);
  beforeEach(() => {
    window.scrollTo = jest.fn();
    mockSignIn.mockReset();
  });

  it('shows every spec §5 message on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = await render(answer({ 'GET /provider/legacy': notFound }));
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    expect(screen.getAllByText('Please Enter').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Registration number must be valid')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Please Select')).toBeInTheDocument();
    expect(screen.getByText('Must be 3 numbers')).toBeInTheDocument();
    expect(screen.getByText('Must be 5 numbers')).toBeInTheDocument();
    expect(screen.getAllByText('Please verify')).toHaveLength(2);
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('please select at least one coverage')).toBeInTheDocument();
    expect(screen.queryByText(/previous profile/)).not.toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('rejects an invalid phone, e-mail and account number with their messages', async () => {
    const user = userEvent.setup();
    await render(answer());
    await user.clear(await screen.findByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.clear(screen.getByLabelText('Direct Deposit E-mail'));
    await user.type(screen.getByLabelText('Direct Deposit E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Account Number'), '12ab');
    expect(await screen.findByText('Phone must be valid')).toBeInTheDocument();
    expect(await screen.findByText('E-mail must be valid')).toBeInTheDocument();
    expect(await screen.findByText('Must be less than 12 numbers')).toBeInTheDocument();
  });

  it('prefills the business and its offices from the legacy profile, leaving the bank numbers to re-enter', async () => {
    await render(answer());
    expect(await screen.findByLabelText('Business Name')).toHaveValue('Lakeside Physiotherapy');
    expect(screen.getByLabelText('Registration Number', { selector: '#registration_registrationNumber' })).toHaveValue(
      'REG-4410',
    );
    expect(screen.getByLabelText('Office / Practitioner Name')).toHaveValue('Lakeside Physiotherapy Downtown');
    expect(screen.getByLabelText('City')).toHaveValue('Kingston');
    expect(screen.getByLabelText('Account Number')).toHaveValue('');
    expect(screen.getByLabelText('Institution')).toHaveValue('');
    expect(screen.getByText(/bank numbers from your previous profile are not shown/)).toBeInTheDocument();
  });

  it('without a coverage shows the coverage message at the top, scrolls up and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = await render(answer());
    await completeForm(user);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('please select at least one coverage')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalled();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('registers, says so, and signs in again after 5 seconds', async () => {
    const user = userEvent.setup();
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    const fetchMock = await render(answer({ 'POST /provider': () => json({}) }));
    await completeForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Physiotherapy' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Provider Registered, please login')).toBeInTheDocument();
    const [request] = posts(fetchMock)[0] as [Request];
    expect(await request.json()).toMatchObject({
      providerName: 'Lakeside Physiotherapy',
      coverages: [13],
      terms: true,
      language: 'en',
      offices: [
        { officeName: 'Lakeside Physiotherapy Downtown', province: 'ON', accountNumber: '1234567', institutionNumber: '001' },
      ],
    });
    expect(window.scrollTo).toHaveBeenCalled();
    expect(mockSignIn).not.toHaveBeenCalled();
    const signInLater = setTimeoutSpy.mock.calls.find(([, delay]) => delay === SIGN_IN_DELAY_MS)?.[0] as () => void;
    expect(SIGN_IN_DELAY_MS).toBe(5000);
    signInLater();
    expect(mockSignIn).toHaveBeenCalledTimes(1);
    setTimeoutSpy.mockRestore();
  });

  it("shows the API's message and puts its field messages on the fields", async () => {
    const user = userEvent.setup();
    const badRequest = () =>
      new Response(
        JSON.stringify({ message: 'Validation failed', details: [{ path: 'offices.0.postalCode', message: 'Please Enter' }] }),
        {
          status: 400,
          headers: { 'content-type': 'application/json' },
        },
      );
    await render(answer({ 'POST /provider': badRequest }));
    await completeForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Physiotherapy' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Unable to create profile! Validation failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Postal Code')).toHaveAttribute('aria-invalid', 'true'));
    expect(mockSignIn).not.toHaveBeenCalled();
  });

  it('speaks French, with the contract messages translated', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPage(remote, <RegistrationPage />, () => notFound(), 'fr-CA');
    fetchMock.mockImplementation(async (request: Request) => answer({ 'GET /provider/legacy': notFound })(request));
    await user.click(await screen.findByRole('button', { name: 'ENREGISTRER' }));
    expect(await screen.findByText('Le téléphone est obligatoire')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inscription d’un fournisseur de soins de santé');
  });
});
