import { useAuth } from '@portal/auth';
import { NoSidebarLayout, RoleLayout } from '../layouts/layouts';
import { NotFound } from '../pages/not-found';
import { RemoteUnavailable } from '../remotes/remote-unavailable';
import { useRegistrySnapshot } from '../remotes/remote-registry-context';
import { PageSkeleton } from './page-skeleton';

/**
 * A path no known route matches: while a remote's declaration is on its way it may still be one of
 * its routes (wait); when a remote failed it may be one of its (say so, with Retry); otherwise 404.
 */
export function UnknownRoute() {
  const { user } = useAuth();
  const { pending, failed } = useRegistrySnapshot();
  if (pending) return <PageSkeleton />;
  if (!failed.length) return <NotFound />;
  const Layout = user ? RoleLayout : NoSidebarLayout;
  return (
    <Layout>
      <RemoteUnavailable failed={failed} />
    </Layout>
  );
}
