import { render, screen, waitFor } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { AuthProvider, useAuth } from './auth-context';

type Listener = (...args: unknown[]) => void;

const fakeUserManager = (stored: Partial<User> | null) => {
  const listeners: Record<string, Listener[]> = {};
  const on = (name: string) => (listener: Listener) => void (listeners[name] ??= []).push(listener);
  const off = () => () => undefined;
  const manager = {
    getUser: jest.fn(async () => stored),
    signinRedirect: jest.fn(async () => undefined),
    signoutRedirect: jest.fn(async () => undefined),
    events: {
      addUserLoaded: on('loaded'),
      addUserUnloaded: on('unloaded'),
      addAccessTokenExpiring: on('expiring'),
      addAccessTokenExpired: on('expired'),
      removeUserLoaded: off(),
      removeUserUnloaded: off(),
      removeAccessTokenExpiring: off(),
      removeAccessTokenExpired: off(),
    },
  };
  const emit = (name: string) => listeners[name]?.forEach((listener) => listener());
  return { manager, emit, userManager: manager as unknown as UserManager };
};

function SignInButton() {
  const { signIn } = useAuth();
  return <button onClick={() => void signIn()}>sign in</button>;
}

function WhoAmI() {
  const { ready, username, role } = useAuth();
  return <p>{ready ? `${username ?? 'nobody'} ${role ?? ''}` : 'loading'}</p>;
}

const oidcUser = (profile: Record<string, unknown>) =>
  ({ expired: false, access_token: 'token', profile: { sub: 'sub-1', ...profile } }) as unknown as User;

describe('AuthProvider', () => {
  it('exposes the role and username carried by the profile', async () => {
    const { userManager } = fakeUserManager(oidcUser({ role: 'Administrator', username: 'admin' }));
    render(
      <AuthProvider userManager={userManager}>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(await screen.findByText('admin Administrator')).toBeInTheDocument();
  });

  it('signs out a profile that carries no role', async () => {
    const { manager, userManager } = fakeUserManager(oidcUser({ username: 'ghost' }));
    render(
      <AuthProvider userManager={userManager}>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    expect(manager.signoutRedirect).toHaveBeenCalled();
  });

  it("asks the identity pages for the portal's current language", async () => {
    const { manager, userManager } = fakeUserManager(null);
    document.documentElement.lang = 'fr';
    render(
      <AuthProvider userManager={userManager}>
        <SignInButton />
      </AuthProvider>,
    );
    screen.getByRole('button', { name: 'sign in' }).click();
    expect(manager.signinRedirect).toHaveBeenCalledWith({ ui_locales: 'fr' });
    document.documentElement.lang = '';
  });

  it('warns before expiry and signs out on expiry', async () => {
    const onSessionExpiring = jest.fn();
    const { manager, emit, userManager } = fakeUserManager(oidcUser({ role: 'Provider', username: 'provider' }));
    render(
      <AuthProvider userManager={userManager} onSessionExpiring={onSessionExpiring}>
        <WhoAmI />
      </AuthProvider>,
    );
    await screen.findByText('provider Provider');
    emit('expiring');
    expect(onSessionExpiring).toHaveBeenCalledTimes(1);
    emit('expired');
    await waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalled());
  });
});
