import { errorMessage } from '@portal/api-client';
import type { Provider } from '@portal/contracts';
import { useNotify } from '@portal/ui';
import { useEffect, useState } from 'react';
import {
  useActivateProviderMutation,
  useGetRegisteredProviderQuery,
  useGetRegisteredProvidersQuery,
  useSuspendProviderMutation,
  type ProvidersParams,
} from './registered-providers-api';
import { useProvidersTranslation } from './registered-providers-strings';

/** One page of providers; a failure is announced once per failed request. */
export const useProvidersList = (params: ProvidersParams) => {
  const t = useProvidersTranslation();
  const notify = useNotify();
  const result = useGetRegisteredProvidersQuery(params);
  const { error } = result;
  useEffect(() => {
    if (error) notify('error', t('loadFailed', { error: errorMessage(error) }));
  }, [error, notify, t]);
  return result;
};

/** The provider shown in the details dialog (none while `id` is null). */
export const useProviderDetails = (id: string | null) => {
  const t = useProvidersTranslation();
  const notify = useNotify();
  const result = useGetRegisteredProviderQuery(id ?? '', { skip: id === null, refetchOnMountOrArgChange: true });
  const { error } = result;
  useEffect(() => {
    if (error) notify('error', t('detailsFailed', { error: errorMessage(error) }));
  }, [error, notify, t]);
  return result;
};

/** Suspend (with the optional message) or activate a provider; the outcome is notified and the list reloads. */
export const useAccountState = () => {
  const t = useProvidersTranslation();
  const notify = useNotify();
  const [sendSuspend] = useSuspendProviderMutation();
  const [sendActivate] = useActivateProviderMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (id: string, send: () => Promise<unknown>, done: string, failed: string) => {
    setBusyId(id);
    try {
      await send();
      notify('success', t(done));
    } catch (error) {
      notify('error', t(failed, { error: errorMessage(error) }));
    } finally {
      setBusyId(null);
    }
  };
  const suspend = (provider: Provider, adminMessage: string | null) =>
    run(provider.providerId, () => sendSuspend({ id: provider.providerId, adminMessage }).unwrap(), 'suspended', 'suspendFailed');
  const activate = (provider: Provider) =>
    run(provider.providerId, () => sendActivate(provider.providerId).unwrap(), 'activated', 'activateFailed');
  return { suspend, activate, busyId };
};
