import { REMOTE_CONTRACT_VERSION } from '@portal/contracts/core';
import { useTranslation } from '@portal/i18n';
import { ErrorPanel } from '@portal/ui';
import type { FailedRemote } from './remote-registry';
import { useRemoteRegistry } from './remote-registry-context';

/** In place of a page that a remote which failed to declare itself may serve: why, and Retry. */
export function RemoteUnavailable({ failed }: { readonly failed: readonly FailedRemote[] }) {
  const { t } = useTranslation();
  const registry = useRemoteRegistry();
  const unreachable = failed.filter((remote) => remote.status === 'unreachable').map((remote) => remote.key);
  const details = [
    ...failed.flatMap((remote) =>
      remote.status === 'incompatible'
        ? [
            t('remote.incompatible', {
              remote: remote.name,
              remoteVersion: remote.remoteVersion,
              shellVersion: REMOTE_CONTRACT_VERSION,
            }),
          ]
        : remote.status === 'invalid'
          ? [t('remote.invalid', { remote: remote.name })]
          : [],
    ),
    ...(unreachable.length ? [t('remote.unreachable', { remotes: unreachable.join(', ') }), t('remote.failedHint')] : []),
  ];
  return (
    <ErrorPanel
      title={t('remote.failed')}
      detail={details.join(' ')}
      retryLabel={t('remote.retry')}
      onRetry={() => registry.retry()}
    />
  );
}
