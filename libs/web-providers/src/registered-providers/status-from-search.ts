import type { ProviderListQuery } from '@portal/contracts';

/** The list's `?status=suspended` filter from a location's query string; anything else lists every provider. */
export const statusFromSearch = (search: string): ProviderListQuery['status'] =>
  new URLSearchParams(search).get('status') === 'suspended' ? 'suspended' : undefined;
