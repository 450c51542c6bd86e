import { json, renderPage } from '@portal/web-testing';
import { screen } from '@testing-library/react';
import { remote } from '../remote';
import { ClaimsAdminHomePage } from './claims-admin-home-page';

const attention = {
  pendingApprovals: null,
  pendingClaims: 5,
  suspendedProviders: 1,
  claimsPerDay: [{ date: '2026-11-23', count: 5 }],
};

describe('ClaimsAdminHomePage', () => {
  it('explains what a claims administrator can do, links its counts and charts the claims', async () => {
    await renderPage(remote, <ClaimsAdminHomePage />, (url) =>
      new URL(url).pathname === '/api/attention' ? json(attention) : new Response('', { status: 404 }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Claims Admin Home' })).toBeInTheDocument();
    expect(screen.getByText(/view providers/)).toHaveTextContent('do not log in as providers');
    expect(await screen.findByRole('link', { name: '5 claims held Pending' })).toHaveAttribute(
      'href',
      '/claims-admin-search-submissions?status=P',
    );
    expect(screen.getByRole('link', { name: '1 suspended provider' })).toHaveAttribute(
      'href',
      '/claims-admin-providers?status=suspended',
    );
    expect(screen.queryByRole('link', { name: /approval/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 claims in the last 30 days, at most 5 in one day.' })).toBeInTheDocument();
  });

  it('reads in French', async () => {
    await renderPage(remote, <ClaimsAdminHomePage />, () => json(attention), 'fr-CA');
    expect(await screen.findByRole('link', { name: '5 demandes de règlement en attente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 fournisseur suspendu' })).toBeInTheDocument();
  });
});
