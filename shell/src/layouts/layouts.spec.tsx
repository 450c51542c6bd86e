import { screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

const sideLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('layouts by role', () => {
  it('Provider: Home, My Profile, New Claim, Search Submissions, and the contact button', async () => {
    await renderApp('/dashboard', { profile: { role: 'Provider', username: 'provider', providerId: 'p-1' } });
    expect(await sideLinks()).toEqual([
      ['Home', '/dashboard'],
      ['My Profile', '/profile'],
      ['New Claim', '/new-claim'],
      ['Search Submissions', '/search-submissions'],
    ]);
    expect(screen.getByRole('button', { name: 'Leave a message' })).toBeInTheDocument();
  });

  it('Administrator: Admin Home, View Providers, Approval Requests, Search Submissions', async () => {
    await renderApp('/admin-home', { profile: { role: 'Administrator', username: 'admin' } });
    expect(await sideLinks()).toEqual([
      ['Admin Home', '/admin-home'],
      ['View Providers', '/admin-providers'],
      ['Approval Requests', '/admin-approvals'],
      ['Search Submissions', '/admin-search-submissions'],
    ]);
  });

  it("SuperAdmin: the admin links plus plans, coverages and the providers' homepage", async () => {
    await renderApp('/super-admin-home', { profile: { role: 'SuperAdmin', username: 'superadmin' } });
    expect(await sideLinks()).toEqual([
      ['Admin Home', '/super-admin-home'],
      ['View Providers', '/admin-providers'],
      ['Edit Plans', '/admin-plans'],
      ['Edit Coverages', '/admin-coverages'],
      ['Approval Requests', '/admin-approvals'],
      ['Search Submissions', '/admin-search-submissions'],
      ["Provider's Homepage", '/admin-edit-homepage'],
    ]);
  });

  it('ClaimsAdmin: Claims Admin Home, View Providers, Search Submissions', async () => {
    await renderApp('/claims-admin-home', { profile: { role: 'ClaimsAdmin', username: 'claimsadmin' } });
    expect(await sideLinks()).toEqual([
      ['Claims Admin Home', '/claims-admin-home'],
      ['View Providers', '/claims-admin-providers'],
      ['Search Submissions', '/claims-admin-search-submissions'],
    ]);
  });

  it('shows the username, a Logout button, the language switch and the footer', async () => {
    const { signoutRedirect } = await renderApp('/faq', { profile: { role: 'Provider', username: 'provider', providerId: 'p-1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText('provider')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('Eastern Regional Office')).toBeInTheDocument();
    expect(screen.getByText('Western Regional Office')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Logout' }).click();
    expect(signoutRedirect).toHaveBeenCalled();
  });

  it('has no side bar on the public screens', async () => {
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
