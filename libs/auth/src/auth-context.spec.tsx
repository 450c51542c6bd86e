import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider, useAuth } from './auth-context';
import type { OidcClient, PortalSession, StoredUser } from './session';

const fakeSession = (stored: StoredUser | null) => {
  const client = {
    signinRedirect: jest.fn(async () => undefined),
    signoutRedirect: jest.fn(async () => undefined),
    removeUser: jest.fn(async () => undefined),
    signinRedirectCallback: jest.fn(),
  };
  const session: PortalSession = { getUser: () => stored, loadClient: jest.fn(async () => client as unknown as OidcClient) };
  return { client, session };
};

function SignInButton() {
  const { signIn } = useAuth();
  return <button onClick={() => void signIn()}>sign in</button>;
}

function WhoAmI() {
  const { ready, username, role } = useAuth();
  return <p>{ready ? `${username ?? 'nobody'} ${role ?? ''}` : 'loading'}</p>;
}

const oidcUser = (profile: Record<string, unknown>, expiresIn = 3600): StoredUser => ({
  access_token: 'token',
  expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  profile: { sub: 'sub-1', ...profile },
});

describe('AuthProvider', () => {
  it('exposes the role and username carried by the profile', async () => {
    const { session } = fakeSession(oidcUser({ role: 'Administrator', username: 'admin' }));
    render(
      <AuthProvider session={session}>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(await screen.findByText('admin Administrator')).toBeInTheDocument();
  });

  it('signs out a profile that carries no role', async () => {
    const { client, session } = fakeSession(oidcUser({ username: 'ghost' }));
    render(
      <AuthProvider session={session}>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    expect(client.signoutRedirect).toHaveBeenCalled();
  });

  it("asks the identity pages for the portal's current language", async () => {
    const { client, session } = fakeSession(null);
    document.documentElement.lang = 'fr';
    render(
      <AuthProvider session={session}>
        <SignInButton />
      </AuthProvider>,
    );
    screen.getByRole('button', { name: 'sign in' }).click();
    await waitFor(() => expect(client.signinRedirect).toHaveBeenCalledWith({ ui_locales: 'fr' }));
    document.documentElement.lang = '';
  });

  it('reads the stored user without loading the OIDC client', async () => {
    const { session } = fakeSession(oidcUser({ role: 'Provider', username: 'provider' }));
    render(
      <AuthProvider session={session}>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(await screen.findByText('provider Provider')).toBeInTheDocument();
    expect(session.loadClient).not.toHaveBeenCalled();
  });

  it('signs out a stored user whose token has expired', async () => {
    const { client, session } = fakeSession(oidcUser({ role: 'Provider', username: 'provider' }, -5));
    render(
      <AuthProvider session={session}>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    await waitFor(() => expect(client.signoutRedirect).toHaveBeenCalled());
  });

  it('warns 10 seconds before expiry and signs out a second after it', async () => {
    jest.useFakeTimers();
    try {
      const onSessionExpiring = jest.fn();
      const { client, session } = fakeSession(oidcUser({ role: 'Provider', username: 'provider' }, 60));
      render(
        <AuthProvider session={session} onSessionExpiring={onSessionExpiring}>
          <WhoAmI />
        </AuthProvider>,
      );
      expect(screen.getByText('provider Provider')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(49_000));
      expect(onSessionExpiring).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1_000));
      expect(onSessionExpiring).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(10_000));
      expect(client.signoutRedirect).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1_000));
      expect(client.signoutRedirect).toHaveBeenCalled();
      expect(screen.getByText('nobody')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
