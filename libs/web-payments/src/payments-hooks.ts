import type { Office } from '@portal/contracts';
import { useGetRegisteredProviderQuery } from '@portal/web-providers';

/** The signed-in provider's offices for the office filter, read the way the other provider screens read them. */
export const useProviderOffices = (providerId: string | null | undefined, skip = false): readonly Office[] => {
  const own = useGetRegisteredProviderQuery(providerId ?? '', { skip: skip || !providerId });
  return own.data?.offices ?? [];
};
