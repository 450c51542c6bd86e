import { useAuth } from '@portal/auth';
import { ErrorPanel } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@portal/i18n';
import { Link, useNavigate } from 'react-router';

/** The redirect URI: completes the code flow; the login screen then sends the user to their home. */
export function AuthCallback() {
  const { t } = useTranslation();
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The code can be exchanged once only; StrictMode runs effects twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSignIn().then(
      () => navigate('/', { replace: true }),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, [completeSignIn, navigate]);

  if (!failure) return <p className="loading">{t('titles.signingIn')}</p>;
  return (
    <>
      <ErrorPanel title={t('callback.failed', { reason: failure })} />
      <Link to="/">{t('callback.backToLogin')}</Link>
    </>
  );
}
