import type { ProviderListQuery } from '@portal/contracts';

export const SORT_COLUMNS: Record<ProviderListQuery['sort'], string> = {
  providerName: 'p.provider_name',
  providerNumber: 'p.provider_number',
  registrationNumber: 'p.registration_number',
};

/** `value` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;

/** The list's where clause over `provider p` and its parameters. */
export function listFilter(query: Pick<ProviderListQuery, 'search' | 'status'>): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      `(p.provider_name ilike ? or p.provider_number ilike ? or p.registration_number ilike ?` +
        ` or exists (select 1 from office o where o.provider_id = p.id and o.office_name ilike ?))`,
    );
    params.push(pattern, pattern, pattern, pattern);
  }
  if (query.status) conditions.push(query.status === 'suspended' ? 'p.is_suspended' : 'not p.is_suspended');
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}
