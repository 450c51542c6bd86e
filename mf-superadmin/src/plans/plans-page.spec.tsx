import type { Plan } from '@portal/contracts';
import { json, renderPage } from '@portal/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remote } from '../remote';
import { PlansPage } from './plans-page';

const coverage = (coverageId: number, name: string, overrides: Partial<Plan['coverages'][number]> = {}) => ({
  coverageId,
  name,
  nameFr: null,
  assignedId: coverageId,
  requiresReferral: false,
  customId: null,
  heldForApproval: false,
  perClaimMaximum: null,
  annualMaximum: null,
  ...overrides,
});
const GUID = '0b7c5c9e-2f7e-4f55-9d65-4bb3b1b7a001';
const plans: Plan[] = [
  {
    planId: 1,
    planNumber: '110',
    planName: 'Standard',
    planNameFr: 'Régime standard',
    effectiveDate: '2020-01-01',
    isDrawbridgePlan: false,
    planIdentityId: null,
    submissionWindowDays: 30,
    coverages: [coverage(11, 'Physiotherapy', { nameFr: 'Physiothérapie', requiresReferral: true, customId: 91 })],
  },
  {
    planId: 2,
    planNumber: '777',
    planName: 'Union',
    planNameFr: null,
    effectiveDate: '2021-03-15',
    isDrawbridgePlan: false,
    planIdentityId: null,
    submissionWindowDays: 30,
    coverages: [coverage(13, 'Chiropractic')],
  },
  {
    planId: 3,
    planNumber: '420',
    planName: 'Bridge',
    planNameFr: null,
    effectiveDate: '2022-06-01T00:00:00Z',
    isDrawbridgePlan: true,
    planIdentityId: GUID,
    submissionWindowDays: 30,
    coverages: [coverage(12, 'Massage Therapy')],
  },
];
const coverages = [
  { coverageId: 11, name: 'Physiotherapy', nameFr: 'Physiothérapie', assignedId: 11 },
  { coverageId: 12, name: 'Massage Therapy', nameFr: 'Massothérapie', assignedId: 12 },
  { coverageId: 13, name: 'Chiropractic', nameFr: null, assignedId: 13 },
];

/** GET /plans and /coverages; POST, PUT and DELETE answer with `write`. Every request is kept. */
const api = async (write: (request: Request) => Response = () => json(plans[0])) => {
  const fetchMock = await renderPage(remote, <PlansPage />);
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.method !== 'GET') return write(request);
    const path = new URL(request.url).pathname;
    return path === '/api/coverages' ? json(coverages) : json(plans);
  });
  return fetchMock;
};
const writes = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([request]: [Request]) => request).filter((request) => request.method !== 'GET');
const dialog = () => screen.getByRole('dialog', { name: 'Plan Details' });
const save = () => within(dialog()).getByRole('button', { name: 'Save' });

// antd's modal, form and pickers take a few seconds to render in jsdom, more on a busy machine.
jest.setTimeout(60_000);

describe('PlansPage', () => {
  it('shows a card per plan: effective date, name - number (777 as 247), drawbridge label, coverages', async () => {
    const fetchMock = await renderPage(remote, <PlansPage />, () => json(plans));
    expect(screen.getByRole('heading', { level: 1, name: 'Add / Remove / Update coverage plans' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CREATE NEW PLAN' })).toBeInTheDocument();
    const union = (await screen.findByRole('heading', { name: 'Union - 247' })).closest('article') as HTMLElement;
    expect(within(union).getByText('2021-03-15')).toBeInTheDocument();
    expect(within(union).getByText('Chiropractic')).toBeInTheDocument();
    expect(screen.queryByText(/- 777/)).not.toBeInTheDocument();
    const bridge = screen.getByRole('heading', { name: 'Bridge - 420' }).closest('article') as HTMLElement;
    expect(within(bridge).getByText('2022-06-01')).toBeInTheDocument();
    expect(within(bridge).getByText('Drawbridge Plan')).toBeInTheDocument();
    const standard = screen.getByRole('heading', { name: 'Standard - 110' }).closest('article') as HTMLElement;
    expect(within(standard).queryByText('Drawbridge Plan')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0].url).toBe('http://api.test/api/plans');
  });

  it('creates a plan: Save stays disabled until number, name and a coverage are given; a used custom id blocks it', async () => {
    const user = userEvent.setup();
    const fetchMock = await api();
    await user.click(screen.getByRole('button', { name: 'CREATE NEW PLAN' }));
    expect(await within(dialog()).findByRole('checkbox', { name: 'Physiotherapy' })).not.toBeChecked();
    expect(within(dialog()).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Plan Id')).not.toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(screen.getByLabelText('Plan Number'), '5');
    await user.clear(screen.getByLabelText('Plan Number'));
    expect(await within(dialog()).findByText('Please enter number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Plan Number'), '555');
    await user.click(screen.getByLabelText('Plan Name'));
    await user.paste('Campus');
    await user.click(screen.getByLabelText('Plan Name in French'));
    await user.paste('Régime du campus');
    expect(save()).toBeDisabled();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Physiotherapy' }));
    expect(save()).toBeEnabled();

    await user.click(within(dialog()).getByRole('checkbox', { name: 'referral required for Physiotherapy' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Custom ID for Physiotherapy' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Custom ID for Physiotherapy' }), '12');
    expect(within(dialog()).getByText('ID is used')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(within(dialog()).getByRole('textbox', { name: 'Custom ID for Physiotherapy' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Custom ID for Physiotherapy' }), '91');
    expect(within(dialog()).getByText('custom ID 91')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('checkbox', { name: 'held for approval for Physiotherapy' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Maximums for Physiotherapy' }));
    const perClaim = within(dialog()).getByRole('textbox', { name: 'Per-claim maximum for Physiotherapy' });
    await user.type(perClaim, '0');
    expect(within(dialog()).getByText('Please enter an amount above 0 with at most two decimals')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(perClaim);
    await user.type(perClaim, '250.50');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Annual maximum for Physiotherapy' }), '1500');
    await user.click(within(dialog()).getByRole('button', { name: 'Maximums for Physiotherapy' }));
    expect(within(dialog()).getByText('at most $250.50 per claim · at most $1500 a year')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('checkbox', { name: 'Drawbridge Plan' }));
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText('Plan Id'), 'nope');
    expect(within(dialog()).getByText('Please enter valid Guid')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Plan Id'));
    // Pasted: typed, the 38 characters re-render the dialog 38 times (over a minute in jsdom on a busy CI machine).
    await user.paste(`{${GUID}}`);
    await user.click(save());

    expect(await screen.findByText('New plan created')).toBeInTheDocument();
    const [post] = writes(fetchMock);
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe('http://api.test/api/plans');
    expect(await post?.json()).toEqual({
      planNumber: '555',
      planName: 'Campus',
      planNameFr: 'Régime du campus',
      effectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isDrawbridgePlan: true,
      planIdentityId: `{${GUID}}`,
      coverages: [
        {
          coverageId: 11,
          requiresReferral: true,
          customId: 91,
          heldForApproval: true,
          perClaimMaximum: 250.5,
          annualMaximum: 1500,
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Plan Details' })).not.toBeInTheDocument());
  });

  it("opens a plan with its coverages, referral flags and custom ids, and updates it ('Updated plan')", async () => {
    const user = userEvent.setup();
    const fetchMock = await api();
    await user.click(await screen.findByRole('button', { name: 'Standard - 110' }));
    expect(screen.getByLabelText('Plan Number')).toHaveValue('110');
    expect(screen.getByLabelText('Plan Name in French')).toHaveValue('Régime standard');
    expect(await within(dialog()).findByRole('checkbox', { name: 'Physiotherapy' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'referral required for Physiotherapy' })).toBeChecked();
    expect(within(dialog()).getByText('ID 11')).toHaveStyle({ color: '#595959' });
    expect(within(dialog()).getByText('custom ID 91')).toHaveStyle({ color: '#0b5cab' });
    await user.type(screen.getByLabelText('Plan Name'), ' Plus');
    await user.click(save());
    expect(await screen.findByText('Updated plan: 110')).toBeInTheDocument();
    const [put] = writes(fetchMock);
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('http://api.test/api/plans/1');
    expect(await put?.json()).toMatchObject({
      planName: 'Standard Plus',
      planNameFr: 'Régime standard',
      coverages: [{ coverageId: 11, requiresReferral: true, customId: 91 }],
    });
  });

  it("deletes a plan after 'Are you sure?', and reports a failure with the server's reason", async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = await api(() =>
      fail
        ? new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Plan not found' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(null, { status: 204 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Union - 247' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    // antd names every modal's title 'test-id' under Jest, so the confirmation is found by its text.
    const confirm = (await screen.findByText('The Plan Union - 247 will be deleted!')).closest('[role="dialog"]') as HTMLElement;
    expect(within(confirm).getByText('Are you sure?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Failed to delete plan: Plan not found')).toBeInTheDocument();
    fail = false;
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Deleted plan: 247')).toBeInTheDocument();
    expect(writes(fetchMock).map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE http://api.test/api/plans/2',
      'DELETE http://api.test/api/plans/2',
    ]);
  });

  it('starts afresh each time it opens: what was typed is gone after Close', async () => {
    const user = userEvent.setup();
    await api();
    await user.click(screen.getByRole('button', { name: 'CREATE NEW PLAN' }));
    await user.type(screen.getByLabelText('Plan Number'), '556');
    await user.click(within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Plan Details' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'CREATE NEW PLAN' }));
    expect(screen.getByLabelText('Plan Number')).toHaveValue('');
    expect(screen.getByLabelText('Effective Date')).toHaveValue(new Date().toLocaleDateString('en-CA'));
  });

  it('speaks French', async () => {
    await renderPage(remote, <PlansPage />, () => json(plans), 'fr-CA');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ajouter / supprimer / mettre à jour les régimes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CRÉER UN NOUVEAU RÉGIME' })).toBeInTheDocument();
    // French names where stored, else the English.
    const standard = (await screen.findByRole('heading', { name: 'Régime standard - 110' })).closest('article') as HTMLElement;
    expect(within(standard).getByText('Physiothérapie')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Union - 247' })).toBeInTheDocument();
  });
});
