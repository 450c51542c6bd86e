import type { GuardUser } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Navigate } from 'react-router';
import { RemoteUnavailable } from '../remotes/remote-unavailable';
import { useHome } from './use-home';

/** Sends a signed-in user to their home (DECISIONS "Home redirects") once it is known. */
export function HomeRedirect({ user }: { readonly user: GuardUser }) {
  const { t } = useTranslation();
  const home = useHome(user);
  if (home.kind === 'found') return <Navigate to={home.path} replace />;
  if (home.kind === 'pending') return <p className="loading">{t('app.loading')}</p>;
  return <RemoteUnavailable failed={home.failed} />;
}
