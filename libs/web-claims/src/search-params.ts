import type { ClaimSearchParams, ClaimStatus } from '@portal/contracts';
import { CLAIM_PAGE_SIZES, CLAIM_SORTS, CLAIM_STATUSES } from '@portal/contracts/claims';

/** The filters of spec §2 as the screen holds them (dates ISO, coverages by CoverageTypeID). */
export interface ClaimFilters {
  submissionId?: string;
  providerId?: string;
  officeId?: string;
  planNumber?: string;
  memberId?: string;
  firstname?: string;
  lastname?: string;
  status?: ClaimStatus;
  dateFrom?: string;
  dateTo?: string;
  coverages?: number[];
}

export interface ClaimSearchState {
  readonly filters: ClaimFilters;
  readonly sort: (typeof CLAIM_SORTS)[number];
  readonly order: 'asc' | 'desc';
  readonly limit: (typeof CLAIM_PAGE_SIZES)[number];
  readonly page: number;
}

const FILTER_KEYS = [
  'submissionId',
  'providerId',
  'officeId',
  'planNumber',
  'memberId',
  'firstname',
  'lastname',
  'status',
  'dateFrom',
  'dateTo',
] as const;

export const DEFAULT_SEARCH: ClaimSearchState = { filters: {}, sort: 'submissionDate', order: 'desc', limit: '10', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The search a URL describes (a shared or reloaded link shows the same results). */
export const searchFromUrl = (query: URLSearchParams): ClaimSearchState => {
  const filters: ClaimFilters = {};
  for (const key of FILTER_KEYS) {
    const value = query.get(key)?.trim();
    if (value) (filters as Record<string, string>)[key] = value;
  }
  if (filters.status && !(CLAIM_STATUSES as readonly string[]).includes(filters.status)) delete filters.status;
  const coverages = (query.get('coverages') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (coverages.length) filters.coverages = coverages;
  const page = Number(query.get('page'));
  return {
    filters,
    sort: oneOf(CLAIM_SORTS, query.get('sort'), DEFAULT_SEARCH.sort),
    order: oneOf(['asc', 'desc'] as const, query.get('order'), DEFAULT_SEARCH.order),
    limit: oneOf(CLAIM_PAGE_SIZES, query.get('limit'), DEFAULT_SEARCH.limit),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
};

/** The URL of a search: defaults and empty values left out. */
export const searchToUrl = (state: ClaimSearchState): URLSearchParams => {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value) query.set(key, String(value));
  }
  if (state.filters.coverages?.length) query.set('coverages', state.filters.coverages.join(','));
  if (state.sort !== DEFAULT_SEARCH.sort) query.set('sort', state.sort);
  if (state.order !== DEFAULT_SEARCH.order) query.set('order', state.order);
  if (state.limit !== DEFAULT_SEARCH.limit) query.set('limit', state.limit);
  if (state.page !== 1) query.set('page', String(state.page));
  return query;
};

/** The API parameters of a search; a provider's own id is fixed by the server anyway. */
export const searchToParams = (state: ClaimSearchState): ClaimSearchParams => ({
  ...state.filters,
  sort: state.sort,
  order: state.order,
  limit: state.limit,
  page: state.page,
});

/** How many filters narrow the search; a date range counts once. */
export const activeFilterCount = ({ dateFrom, dateTo, coverages, ...others }: ClaimFilters): number =>
  Object.values(others).filter(Boolean).length + (dateFrom || dateTo ? 1 : 0) + (coverages?.length ? 1 : 0);
