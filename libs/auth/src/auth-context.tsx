import type { Role } from '@portal/contracts';
import type { User, UserManager } from 'oidc-client-ts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toPortalUser, type PortalUser } from './portal-user';

export interface AuthState {
  /** False until the stored session has been read. */
  readonly ready: boolean;
  readonly user: PortalUser | null;
  readonly role: Role | null;
  readonly providerId: string | null;
  readonly username: string | null;
  signIn(): Promise<void>;
  signOut(): Promise<void>;
  /** Drops the tokens held and signs in again: the identity session now names another account. */
  switchAccount(): Promise<void>;
  /** Finishes the code flow on the redirect URI and returns the signed-in user. */
  completeSignIn(): Promise<PortalUser | null>;
}

const AuthContext = createContext<AuthState | null>(null);

export interface AuthProviderProps {
  readonly userManager: UserManager;
  readonly onSessionExpiring?: () => void;
  readonly children: ReactNode;
}

export function AuthProvider({ userManager, onSessionExpiring, children }: AuthProviderProps) {
  const [ready, setReady] = useState(false);
  const [user, setUser] = useState<PortalUser | null>(null);

  // The identity pages follow the portal's language: the shell keeps it in <html lang>.
  const signIn = useCallback(
    () => userManager.signinRedirect({ ui_locales: document.documentElement.lang || undefined }),
    [userManager],
  );
  const switchAccount = useCallback(async () => {
    await userManager.removeUser();
    await signIn();
  }, [userManager, signIn]);
  const signOut = useCallback(async () => {
    setUser(null);
    await userManager.signoutRedirect();
  }, [userManager]);

  useEffect(() => {
    let active = true;
    const read = (oidcUser: User | null) => {
      const portalUser = oidcUser && !oidcUser.expired ? toPortalUser(oidcUser) : null;
      if (oidcUser && !portalUser) void signOut();
      return portalUser;
    };
    const accept = (oidcUser: User | null) => {
      if (active) setUser(read(oidcUser));
    };
    // The stored session must not undo a sign-in completed on /auth/callback while it was being read.
    const acceptStored = (oidcUser: User | null) => {
      if (!active) return;
      const portalUser = read(oidcUser);
      setUser((current) => current ?? portalUser);
      setReady(true);
    };
    const onExpired = () => void signOut();
    const onExpiring = () => onSessionExpiring?.();
    const onUnloaded = () => setUser(null);
    userManager.events.addUserLoaded(accept);
    userManager.events.addUserUnloaded(onUnloaded);
    userManager.events.addAccessTokenExpiring(onExpiring);
    userManager.events.addAccessTokenExpired(onExpired);
    userManager.getUser().then(acceptStored, () => acceptStored(null));
    return () => {
      active = false;
      userManager.events.removeUserLoaded(accept);
      userManager.events.removeUserUnloaded(onUnloaded);
      userManager.events.removeAccessTokenExpiring(onExpiring);
      userManager.events.removeAccessTokenExpired(onExpired);
    };
  }, [userManager, signOut, onSessionExpiring]);

  const completeSignIn = useCallback(async () => {
    const portalUser = toPortalUser(await userManager.signinRedirectCallback());
    // Set here too, so the guard of the home we navigate to already sees the user.
    if (portalUser) setUser(portalUser);
    else await signOut();
    return portalUser;
  }, [userManager, signOut]);

  const value = useMemo<AuthState>(
    () => ({
      ready,
      user,
      role: user?.role ?? null,
      providerId: user?.providerId ?? null,
      username: user?.username ?? null,
      signIn,
      signOut,
      switchAccount,
      completeSignIn,
    }),
    [ready, user, signIn, signOut, switchAccount, completeSignIn],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export const useAuth = (): AuthState => {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
};
