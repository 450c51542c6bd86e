import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

const provider = { role: 'Provider', username: 'provider', providerId: 'p-1' };

describe('app routes', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the 404 page with a Return Home link for any other path', async () => {
    await renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('login landing: the Login button starts the sign-in redirect', async () => {
    const { signinRedirect } = await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(signinRedirect).toHaveBeenCalled();
  });

  it('sends a signed-in user from the login landing to their home', async () => {
    await renderApp('/', { profile: { role: 'Administrator', username: 'admin' } });
    expect(await screen.findByRole('heading', { name: 'remote page /admin-home' })).toBeInTheDocument();
  });

  it('sends a signed-out user on a protected route to the login landing', async () => {
    await renderApp('/admin-plans');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it("sends a user to their own home from another role's route", async () => {
    await renderApp('/admin-plans', { profile: { role: 'Administrator', username: 'admin' } });
    expect(await screen.findByRole('heading', { name: 'remote page /admin-home' })).toBeInTheDocument();
  });

  it('sends a provider without a profile to registration', async () => {
    await renderApp('/dashboard', { profile: { role: 'Provider', username: 'newuser' } });
    expect(await screen.findByRole('heading', { name: 'remote page /provider-registration' })).toBeInTheDocument();
  });

  it("renders the remote's page inside the role layout", async () => {
    await renderApp('/new-claim', { profile: provider });
    expect(await screen.findByRole('heading', { level: 1, name: 'remote page /new-claim' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('keeps the layout working when a remote fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { peek: () => undefined, load: async () => Promise.reject(new Error('down')), reload: async () => Promise.reject(new Error('down')) };
    await renderApp('/dashboard', { profile: provider, loader: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });

  it('new provider page links to the register page with the legacy uid', async () => {
    await renderApp('/newprovider/old-42');
    expect(await screen.findByRole('link', { name: 'Register on the new portal' })).toHaveAttribute('href', 'http://id.test/register?uid=old-42');
  });

  it('maintenance and coming-soon notices', async () => {
    await renderApp('/maintenance');
    expect(screen.getByText(/undergoing unscheduled maintenance/)).toHaveTextContent('1-877-555-0170');
  });

  it('keeps the three default offices when the office list cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderApp('/faq', { profile: provider, respond: () => new Response('{}', { status: 500 }) });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not load the benefits offices', expect.anything()));
    for (const name of ['Eastern Regional Office', 'Central Regional Office', 'Western Regional Office']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    warn.mockRestore();
  });

  it('shows the offices the API lists', async () => {
    await renderApp('/faq', {
      profile: provider,
      respond: () => new Response(JSON.stringify([{ benefitsOfficeId: 9, name: 'Prairie Office', address: '1 Main St', city: 'Regina', province: 'SK', postalCode: 'S4P 3Y2', telephone: '306-555-0100', freephone: '1-877-555-0100', fax: '306-555-0101' }]), { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    expect(await screen.findByText('Prairie Office')).toBeInTheDocument();
    expect(screen.queryByText('Eastern Regional Office')).not.toBeInTheDocument();
  });
});
