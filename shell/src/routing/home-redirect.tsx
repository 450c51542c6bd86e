import type { GuardUser } from '@portal/contracts';
import { Navigate } from 'react-router';
import { PageSkeleton } from '../app/page-skeleton';
import { RemoteUnavailable } from '../remotes/remote-unavailable';
import { useHome } from './use-home';

/** Sends a signed-in user to their home (DECISIONS "Home redirects") once it is known. */
export function HomeRedirect({ user }: { readonly user: GuardUser }) {
  const home = useHome(user);
  if (home.kind === 'found') return <Navigate to={home.path} replace />;
  if (home.kind === 'pending') return <PageSkeleton />;
  return <RemoteUnavailable failed={home.failed} />;
}
