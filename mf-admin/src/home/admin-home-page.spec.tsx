import type { Attention } from '@portal/contracts';
import { json, renderPage } from '@portal/web-testing';
import { screen } from '@testing-library/react';
import { remote } from '../remote';
import { AdminHomePage } from './admin-home-page';

const attention: Attention = {
  pendingApprovals: 2,
  pendingClaims: 1,
  suspendedProviders: 3,
  claimsPerDay: [
    { date: '2026-11-22', count: 4 },
    { date: '2026-11-23', count: 2 },
  ],
};
const answering = (response: () => Response) => (url: string) =>
  new URL(url).pathname === '/api/attention' ? response() : new Response('', { status: 404 });

describe('AdminHomePage', () => {
  it('explains what an administrator can do, then links each count to its screen and charts the claims', async () => {
    await renderPage(
      remote,
      <AdminHomePage />,
      answering(() => json(attention)),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeInTheDocument();
    const intro = screen.getByText(/approve change requests/);
    expect(intro).toHaveTextContent('log in as a provider');
    // Only what an Administrator can open: plans and coverages are the super administrator's.
    expect(intro).toHaveTextContent('run payments');
    expect(intro).not.toHaveTextContent(/plans|coverages/);
    expect(screen.getByText('Loading the counts…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '2 approval requests pending' })).toHaveAttribute(
      'href',
      '/admin-approvals?approvalStatus=Pending',
    );
    expect(screen.getByRole('link', { name: '1 claim held Pending' })).toHaveAttribute(
      'href',
      '/admin-search-submissions?status=P',
    );
    expect(screen.getByRole('link', { name: '3 suspended providers' })).toHaveAttribute(
      'href',
      '/admin-providers?status=suspended',
    );
    expect(screen.getByRole('img', { name: '6 claims in the last 30 days, at most 4 in one day.' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Claims per day, last 30 days' })).toBeInTheDocument();
  });

  it('says so when the counts cannot be loaded, and in French', async () => {
    await renderPage(
      remote,
      <AdminHomePage />,
      answering(() => new Response('', { status: 500 })),
      'fr-CA',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Les compteurs n’ont pas pu être chargés.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
