import type { Role } from '@portal/contracts';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toPortalUser, type PortalUser } from './portal-user';
import { isExpired, type PortalSession, type StoredUser } from './session';

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

/** Seconds before expiry at which the session warning fires (spec §9). */
export const EXPIRY_WARNING_SECONDS = 10;

const AuthContext = createContext<AuthState | null>(null);

export interface AuthProviderProps {
  readonly session: PortalSession;
  readonly onSessionExpiring?: () => void;
  readonly children: ReactNode;
}

interface Signed {
  readonly user: PortalUser;
  /** Seconds since the epoch, when the token says. */
  readonly expiresAt: number | undefined;
}

const signedOf = (stored: StoredUser | null): Signed | null => {
  const user = stored && !isExpired(stored) ? toPortalUser(stored) : null;
  return user && stored ? { user, expiresAt: stored.expires_at } : null;
};

export function AuthProvider({ session, onSessionExpiring, children }: AuthProviderProps) {
  const [ready, setReady] = useState(false);
  const [signed, setSigned] = useState<Signed | null>(null);

  // The identity pages follow the portal's language: the shell keeps it in <html lang>.
  const signIn = useCallback(
    async () => (await session.loadClient()).signinRedirect({ ui_locales: document.documentElement.lang || undefined }),
    [session],
  );
  const switchAccount = useCallback(async () => {
    await (await session.loadClient()).removeUser();
    setSigned(null);
    await signIn();
  }, [session, signIn]);
  const signOut = useCallback(async () => {
    setSigned(null);
    await (await session.loadClient()).signoutRedirect();
  }, [session]);

  useEffect(() => {
    const stored = session.getUser();
    const read = signedOf(stored);
    if (stored && !read) void signOut();
    // The stored session must not undo a sign-in completed on /auth/callback meanwhile.
    startTransition(() => {
      setSigned((current) => current ?? read);
      setReady(true);
    });
  }, [session, signOut]);

  // oidc-client-ts's access-token events, without loading it: a warning EXPIRY_WARNING_SECONDS before
  // the token expires (at once when less is left), and signing out a second after it has.
  const expiresAt = signed?.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const left = expiresAt - Math.floor(Date.now() / 1000);
    const timers = [
      left > 0 && setTimeout(() => onSessionExpiring?.(), Math.max(left - EXPIRY_WARNING_SECONDS, 1) * 1000),
      setTimeout(() => void signOut(), (left + 1) * 1000),
    ];
    return () => timers.forEach((timer) => timer && clearTimeout(timer));
  }, [expiresAt, onSessionExpiring, signOut]);

  const completeSignIn = useCallback(async () => {
    const stored = await (await session.loadClient()).signinRedirectCallback();
    const read = signedOf(stored);
    // Set here too, so the guard of the home we navigate to already sees the user.
    if (read) setSigned(read);
    else await signOut();
    return read?.user ?? null;
  }, [session, signOut]);

  const user = signed?.user ?? null;
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
