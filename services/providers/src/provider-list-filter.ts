import type { ProviderListQuery } from '@portal/contracts';
import { likeAnywhere } from '@portal/server-database';

export const SORT_COLUMNS: Record<ProviderListQuery['sort'], string> = {
  providerName: 'p.provider_name',
  providerNumber: 'p.provider_number',
  registrationNumber: 'p.registration_number',
};

/** The list's where clause over `provider p` and its parameters. */
export function listFilter(query: Pick<ProviderListQuery, 'search' | 'status'>): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.search) {
    const pattern = likeAnywhere(query.search);
    // One branch per column, so each can use its trigram index (an OR across columns and an EXISTS cannot).
    conditions.push(
      `p.id in (select id from provider where provider_name ilike ?` +
        ` union all select id from provider where provider_number ilike ?` +
        ` union all select id from provider where registration_number ilike ?` +
        ` union all select provider_id from office where office_name ilike ?)`,
    );
    params.push(pattern, pattern, pattern, pattern);
  }
  if (query.status) conditions.push(query.status === 'suspended' ? 'p.is_suspended' : 'not p.is_suspended');
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}
