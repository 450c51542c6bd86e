import { changeLanguage } from '@portal/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

const sideLinks = async (name = 'Main') => {
  const nav = await screen.findByRole('navigation', { name });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('layouts by role', () => {
  it("shows the role's side links the remotes declare, in position order, and the contact button", async () => {
    await renderApp('/visits', { profile: { role: 'Provider', username: 'provider', providerId: 'p-1' } });
    expect(await sideLinks()).toEqual([
      ['Clinic Home', '/clinic-home'],
      ['Visits', '/visits'],
    ]);
    expect(screen.getByRole('button', { name: 'Leave a message' })).toBeInTheDocument();
  });

  it('merges the links several remotes declare for one role, drawing an unknown icon as a dot', async () => {
    await renderApp('/boss-home', { profile: { role: 'SuperAdmin', username: 'superadmin' } });
    expect(await sideLinks()).toEqual([
      ['Boss Home', '/boss-home'],
      ['Office', '/office-home'],
    ]);
  });

  it("labels the links in French from each remote's French strings", async () => {
    const { i18n } = await renderApp('/office-home', { profile: { role: 'Administrator', username: 'admin' } });
    expect(await sideLinks()).toEqual([['Office Home', '/office-home']]);
    await act(() => changeLanguage(i18n, 'fr-CA'));
    expect(await sideLinks('Principal')).toEqual([['Accueil bureau', '/office-home']]);
  });

  it('shows the username, a Logout button, the language switch and the footer', async () => {
    const { signoutRedirect } = await renderApp('/faq', {
      profile: { role: 'Provider', username: 'provider', providerId: 'p-1' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText('provider')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('Eastern Regional Office')).toBeInTheDocument();
    expect(screen.getByText('Western Regional Office')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Logout' }).click();
    await waitFor(() => expect(signoutRedirect).toHaveBeenCalled());
  });

  it('has no side bar on the public screens', async () => {
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
