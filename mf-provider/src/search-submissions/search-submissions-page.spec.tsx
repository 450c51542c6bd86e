import type { Claim } from '@portal/contracts';
import { json, renderPage } from '@portal/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDER, notFound } from '../provider-form/test-data';
import { remote } from '../remote';
import { SearchSubmissionsPage } from './search-submissions-page';

jest.mock('@portal/auth', () => ({ useAuth: () => ({ signIn: jest.fn(), providerId: '22222222-2222-4222-8222-222222222222' }) }));

const claim = (claimId: string, status: Claim['status']): Claim => ({
  claimId,
  submissionId: `CPP11020261124000000000000${claimId}`,
  planNumber: '110',
  providerId: PROVIDER.providerId,
  providerName: null,
  providerNumber: null,
  officeId: '33333333-3333-4333-8333-333333333333',
  healthOffice: 'Harbour Clinic',
  businessID: null,
  businessName: null,
  studentId: '000123456',
  firstName: 'Alice',
  lastName: 'Martin',
  memberEmail: null,
  claimAmountTotal: 45.5,
  submissionDate: '2026-11-24T10:00:00.000Z',
  isAccident: false,
  accidentType: null,
  status,
  reasons: [],
  expenses: [],
  receipts: [],
  depositReferences: status === 'D' ? 'DEP-20261201-000001' : null,
});
const error = (status: number, message: string) =>
  new Response(JSON.stringify({ statusCode: status, error: 'x', message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('SearchSubmissionsPage void', () => {
  jest.setTimeout(120_000);

  it('voids an unpaid claim with a reason from an accessible dialog; paid and voided claims have no action', async () => {
    let voided = false;
    const bodies: unknown[] = [];
    const fetchMock = await renderPage(remote, <SearchSubmissionsPage />);
    fetchMock.mockImplementation(async (request: Request) => {
      const path = new URL(request.url).pathname.replace('/api', '');
      if (path === '/claims/UpdateStatus') return json({ checked: 0, changed: [], since: '2026-11-24T00:00:00.000Z' });
      if (path === '/claims') return json([claim('1', voided ? 'V' : 'A'), claim('2', 'D'), claim('3', 'V')]);
      if (path === '/claims/1/void') {
        bodies.push(await request.json());
        if (bodies.length === 1) return error(409, 'This claim has been paid and cannot be voided');
        voided = true;
        return json(claim('1', 'V'));
      }
      if (path === `/provider/${PROVIDER.providerId}`) return json(PROVIDER);
      if (path === '/coverages') return json([]);
      return notFound();
    });
    const user = userEvent.setup();
    // The results table is a chunk of its own (ADR 043): its first import is transformed on the spot, which takes
    // far longer than Testing Library's wait on busy cores.
    const open = await screen.findByRole('button', { name: 'Void CPP110202611240000000000001' }, { timeout: 40_000 });
    expect(screen.queryByRole('button', { name: 'Void CPP110202611240000000000002' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void CPP110202611240000000000003' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Voided').length).toBeGreaterThan(0);

    await user.click(open);
    await screen.findByRole('dialog', { name: 'Void claim CPP110202611240000000000001' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Void claim CPP110202611240000000000001' });
    await user.click(within(dialog).getByRole('button', { name: 'VOID CLAIM' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a reason');
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'VOID CLAIM' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to void the claim: This claim has been paid and cannot be voided',
    );
    await user.click(within(dialog).getByRole('button', { name: 'VOID CLAIM' }));
    expect(await screen.findByText('Voided claim CPP110202611240000000000001')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Entered twice' }, { reason: 'Entered twice' }]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Void CPP110202611240000000000001' })).not.toBeInTheDocument(),
    );
  });
});
