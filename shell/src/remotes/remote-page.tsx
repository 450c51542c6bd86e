import type { RemoteName } from '@portal/contracts';
import { ErrorPanel, type RemotePages } from '@portal/ui';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@portal/i18n';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader-context';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pages: RemotePages };

export interface RemotePageProps {
  readonly remote: RemoteName;
  readonly path: string;
}

/** Renders one route's page from a remote's `./Routes`; a remote that fails shows a retryable panel. */
export function RemotePage({ remote, path }: RemotePageProps) {
  const { t } = useTranslation();
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const pages = loader.peek(remote);
    return pages ? { status: 'ready', pages } : { status: 'loading' };
  });

  useEffect(() => {
    if (attempt === 0 && loader.peek(remote)) return;
    let active = true;
    setState({ status: 'loading' });
    (attempt === 0 ? loader.load(remote) : loader.reload(remote)).then(
      (pages) => active && setState({ status: 'ready', pages }),
      (error: unknown) => {
        console.error(`Remote ${remote} could not be loaded`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [loader, remote, attempt]);

  const failure = (
    <ErrorPanel
      title={t('remote.failed')}
      detail={t('remote.failedHint')}
      retryLabel={t('remote.retry')}
      onRetry={() => setAttempt((current) => current + 1)}
    />
  );
  if (state.status === 'failed') return failure;
  if (state.status === 'loading') return <p className="loading">{t('app.loading')}</p>;
  const Page = state.pages[path];
  if (!Page) return failure;
  return (
    <RemoteErrorBoundary key={attempt} fallback={failure}>
      <Suspense fallback={<p className="loading">{t('app.loading')}</p>}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
