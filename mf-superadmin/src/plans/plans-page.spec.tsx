import { remote } from '../remote';
import { screen, within } from '@testing-library/react';
import { json, renderPage } from '@portal/web-testing';
import { PlansPage } from './plans-page';

const coverage = (coverageId: number, name: string) => ({
  coverageId, name, assignedId: coverageId, requiresReferral: false, customId: null, heldForApproval: false, perClaimMaximum: null, annualMaximum: null,
});

const plans = [
  { planId: 1, planNumber: '110', planName: 'Standard', effectiveDate: '2020-01-01', isDrawbridgePlan: false, planIdentityId: null, submissionWindowDays: 30, coverages: [coverage(11, 'Physiotherapy')] },
  { planId: 2, planNumber: '777', planName: 'Union', effectiveDate: '2021-03-15', isDrawbridgePlan: false, planIdentityId: null, submissionWindowDays: 30, coverages: [coverage(13, 'Chiropractic')] },
  { planId: 3, planNumber: '420', planName: 'Bridge', effectiveDate: '2022-06-01T00:00:00Z', isDrawbridgePlan: true, planIdentityId: '0b7c5c9e-2f7e-4f55-9d65-4bb3b1b7a001', submissionWindowDays: 30, coverages: [coverage(12, 'Massage Therapy')] },
];

describe('PlansPage', () => {
  it('shows a card per plan: effective date, name - number (777 as 247), drawbridge label, coverages', async () => {
    const fetchMock = await renderPage(remote, <PlansPage />, () => json(plans));
    expect(screen.getByRole('heading', { level: 1, name: 'Add / Remove / Update coverage plans' })).toBeInTheDocument();
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
});
