import type { PortalRoute } from '@portal/contracts';
import { I18nNamespace, useTranslation } from '@portal/i18n';
import { ErrorPanel, type RemotePages } from '@portal/ui';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { PageSkeleton } from '../app/page-skeleton';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteRegistry } from './remote-registry-context';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pages: RemotePages };

/** Renders a remote route's page from the remote's `./Routes`; a remote that fails shows a retryable panel. */
export function RemotePage({ route }: { readonly route: PortalRoute & { readonly remote: string; readonly namespace: string } }) {
  const { t } = useTranslation();
  const registry = useRemoteRegistry();
  const { remote } = route;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const pages = registry.peekPages(remote);
    return pages ? { status: 'ready', pages } : { status: 'loading' };
  });

  useEffect(() => {
    if (attempt === 0 && registry.peekPages(remote)) return;
    let active = true;
    setState({ status: 'loading' });
    (attempt === 0 ? registry.loadPages(remote) : registry.reloadPages(remote)).then(
      (pages) => active && startTransition(() => setState({ status: 'ready', pages })),
      (error: unknown) => {
        console.error(`Remote ${remote} could not be loaded`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [registry, remote, attempt]);

  const failure = (
    <ErrorPanel
      title={t('remote.failed')}
      detail={t('remote.failedHint')}
      retryLabel={t('remote.retry')}
      onRetry={() => setAttempt((current) => current + 1)}
    />
  );
  if (state.status === 'failed') return failure;
  if (state.status === 'loading') return <PageSkeleton />;
  const Page = state.pages[route.id];
  if (!Page) return failure;
  // The remote's room: its build scopes its page-wide CSS rules to this element (ADR 054).
  return (
    <div className="remote-root" data-remote={remote}>
      <RemoteErrorBoundary key={attempt} fallback={failure}>
        <I18nNamespace namespace={route.namespace}>
          <Suspense fallback={<PageSkeleton />}>
            <Page />
          </Suspense>
        </I18nNamespace>
      </RemoteErrorBoundary>
    </div>
  );
}
