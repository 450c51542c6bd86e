import { screen } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

describe('/auth/callback', () => {
  it("completes sign-in and goes to the role's home", async () => {
    await renderApp('/auth/callback', { callbackProfile: { role: 'ClaimsAdmin', username: 'claimsadmin' } });
    expect(await screen.findByRole('heading', { name: 'remote page /desk-home' })).toBeInTheDocument();
  });

  it('sends a provider without a profile to registration', async () => {
    await renderApp('/auth/callback', { callbackProfile: { role: 'Provider', username: 'newuser' } });
    expect(await screen.findByRole('heading', { name: 'remote page /clinic-signup' })).toBeInTheDocument();
  });

  it('signs out a profile without a role', async () => {
    const { signoutRedirect } = await renderApp('/auth/callback', { callbackProfile: { username: 'ghost' } });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(signoutRedirect).toHaveBeenCalled();
  });

  it('explains a failed sign-in', async () => {
    await renderApp('/auth/callback');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in failed: No matching state found');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
  });
});
