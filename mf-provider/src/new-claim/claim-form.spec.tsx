import type { ClaimSubmissionResult, Plan, Provider } from '@portal/contracts';
import { json, renderPage } from '@portal/web-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDER, notFound } from '../provider-form/test-data';
import { remote } from '../remote';
import { daysBefore, isoDay } from './iso-day';
import { NewClaimPage } from './new-claim-page';
import { ALICE, PLAN } from './test-members';

jest.mock('@portal/auth', () => ({ useAuth: () => ({ signIn: jest.fn(), providerId: '22222222-2222-4222-8222-222222222222' }) }));

const COVERAGE = {
  nameFr: null,
  requiresReferral: false,
  customId: null,
  heldForApproval: false,
  perClaimMaximum: null,
  annualMaximum: null,
};
const PLAN_110: Plan = {
  ...PLAN,
  coverages: [
    { ...COVERAGE, coverageId: 13, name: 'Physiotherapy', assignedId: 11, requiresReferral: true },
    { ...COVERAGE, coverageId: 15, name: 'Chiropractic', assignedId: 13 },
  ],
};
const RESULT = { claimId: '7', submissionId: 'CPP110202611230000000000007' } as ClaimSubmissionResult;
const error = (status: number, message: string) =>
  new Response(JSON.stringify({ statusCode: status, error: 'x', message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const render = async (
  plan: (path: string) => Response,
  claims: (request: Request) => Promise<Response> | Response = () => json(RESULT),
) => {
  const provider: Provider = { ...PROVIDER, coverages: [13, 15] };
  const fetchMock = await renderPage(remote, <NewClaimPage />);
  fetchMock.mockImplementation(async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api', '');
    if (path === `/provider/${PROVIDER.providerId}`) return json(provider);
    if (path.endsWith('/member')) return json([ALICE]);
    if (path.startsWith('/plans/')) return plan(path);
    if (path === '/claims') return claims(request);
    return notFound();
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Member / Certificate ID'), '123456');
  await user.click(screen.getByRole('button', { name: 'SEARCH BY ID' }));
  return { fetchMock, user };
};
const choose = (user: ReturnType<typeof userEvent.setup>, label: string, option: string) =>
  user.selectOptions(screen.getByRole('combobox', { name: label }), option);
const typeDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('NewClaimPage claim form', () => {
  // The two full journeys take about 33 s in jsdom alone (antd's form, two expenses, retries); beside
  // the API's suites in a parallel CI run they passed 60 s.
  jest.setTimeout(150_000);

  it('asks for referral details where the plan requires them and sends one Idempotency-Key across retries', async () => {
    let attempts = 0;
    const { fetchMock, user } = await render(
      () => json(PLAN_110),
      () => (++attempts === 1 ? error(503, 'Service unavailable') : json(RESULT)),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Expenses' })).toBeInTheDocument();
    // Plan 110's notice announced April 1, 2023: it is past.
    expect(screen.queryByText(/referral information will be required/)).not.toBeInTheDocument();
    await choose(user, 'Patient', 'CHLOE MARTIN — •••• (hidden)');
    await choose(user, 'Coverage', 'Physiotherapy');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Please enter amount')).toBeInTheDocument();
    expect(screen.getByText('Please enter name')).toBeInTheDocument();
    expect(screen.getByText('Please enter number')).toBeInTheDocument();

    typeDate('Date of service', daysBefore(isoDay(), 2));
    typeDate('Referral date', daysBefore(isoDay(), 9));
    await user.type(screen.getByLabelText('Amount'), '80');
    await user.type(screen.getByLabelText('Referring physician'), 'Dr Ada');
    await user.type(screen.getByLabelText('Physician registration number'), 'CPSO-1');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Claim is not sent: Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim sent' });
    expect(within(dialog).getByText(`Your claim ${RESULT.submissionId} has been sent.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Expenses' })).toHaveFocus());

    const posts = fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    const keys = posts.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await posts[1]?.json()).toMatchObject({
      memberId: '000123456',
      memberEmail: 'alice.martin@example.test',
      expenses: [
        { patientId: '02', coverageId: 13, amount: 80, referral: { physicianName: 'Dr Ada', registrationNumber: 'CPSO-1' } },
      ],
    });
  });

  it('ties each message to its field and refuses a date of service outside the last 30 days', async () => {
    const { user } = await render(() => json(PLAN_110));
    const patient = await screen.findByRole('combobox', { name: 'Patient' });
    const date = screen.getByLabelText('Date of service');
    expect(date).toHaveAttribute('min', daysBefore(isoDay(), 30));
    expect(date).toHaveAttribute('max', isoDay());
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(patient).toHaveAccessibleDescription('Please select'));
    expect(patient).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Coverage' })).toHaveAccessibleDescription('Please select coverage');
    expect(date).toHaveAccessibleDescription('Please enter date');

    typeDate('Date of service', daysBefore(isoDay(), 31));
    await waitFor(() => expect(date).toHaveAccessibleDescription('The expense date must be within the last 30 days'));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    typeDate('Date of service', daysBefore(isoDay(), 30));
    await waitFor(() => expect(screen.queryByText('The expense date must be within the last 30 days')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Amount'), '12.345');
    expect(await screen.findByText('Amount must have at most two decimals')).toBeInTheDocument();
  });

  it('sends the corrected claim under a new Idempotency-Key once the server refused the first (4xx)', async () => {
    let attempts = 0;
    const { fetchMock, user } = await render(
      () => json(PLAN_110),
      () => (++attempts === 1 ? error(400, 'Expense date must be within the last 30 days') : json(RESULT)),
    );
    await screen.findByRole('combobox', { name: 'Patient' });
    await choose(user, 'Patient', 'CHLOE MARTIN — •••• (hidden)');
    await choose(user, 'Coverage', 'Chiropractic');
    typeDate('Date of service', daysBefore(isoDay(), 2));
    await user.type(screen.getByLabelText('Amount'), '60');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Claim is not sent: Expense date must be within the last 30 days')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '65');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('dialog', { name: 'Claim sent' })).toBeInTheDocument();

    const posts = fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST');
    const [first, second] = posts.map((request) => request.headers.get('Idempotency-Key'));
    expect(posts).toHaveLength(2);
    expect(second).not.toBe(first);
  });

  it("says when the member's plan is not effective yet, and shows no expenses", async () => {
    await render(() => json({ ...PLAN_110, effectiveDate: '2099-01-01' }));
    expect(await screen.findByText("Member's Plan is not effective until 2099-01-01")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).not.toBeInTheDocument();
  });

  it('says when the plan is not found, or offers no coverage of this provider', async () => {
    await render(() => notFound());
    expect(await screen.findByText('Plan not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Plan registered to member not found').length).toBeGreaterThan(0));
  });

  it('says when the plan has none of the provider’s coverages', async () => {
    await render(() => json({ ...PLAN_110, coverages: [{ ...COVERAGE, coverageId: 99, name: 'Dental', assignedId: 41 }] }));
    expect(await screen.findByText('Member has no coverages offered by provider or plan')).toBeInTheDocument();
  });
});
