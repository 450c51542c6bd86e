import type { ApprovalStatus, ProviderChangeRequestQuery } from '@portal/contracts';
import type { Dayjs } from 'dayjs';

/** The filters form's values; blank means "any". */
export interface ApprovalFilters {
  readonly providerName?: string;
  readonly providerNumber?: string;
  readonly approvalStatus?: ApprovalStatus | '';
  readonly requestDate?: Dayjs | null;
}

export type ApprovalSort = ProviderChangeRequestQuery['sort'];
export type ApprovalPageSize = ProviderChangeRequestQuery['limit'];

export interface ApprovalPaging {
  readonly page: number;
  readonly limit: ApprovalPageSize;
  readonly sort: ApprovalSort;
  readonly order: ProviderChangeRequestQuery['order'];
}

const STATUSES: readonly string[] = ['Approved', 'Pending', 'Rejected'] satisfies ApprovalStatus[];

/** Filters named in the page's address (`/admin-approvals?approvalStatus=Pending`, e.g. from the admin home). */
export const filtersFromSearch = (search: URLSearchParams): ApprovalFilters => {
  const status = search.get('approvalStatus') ?? '';
  return {
    providerName: search.get('providerName') ?? '',
    providerNumber: search.get('providerNumber') ?? '',
    approvalStatus: STATUSES.includes(status) ? (status as ApprovalStatus) : '',
  };
};

/** The address form of the filters: blank ones and the date are left out. */
export const filtersToSearch = (filters: ApprovalFilters): Record<string, string> =>
  Object.fromEntries(
    (['providerName', 'providerNumber', 'approvalStatus'] as const)
      .map((key) => [key, filters[key]?.trim() ?? ''])
      .filter(([, value]) => value !== ''),
  );

/** Spec §9: page size 10, page 1, sorted by timestamp descending. */
export const DEFAULT_PAGING: ApprovalPaging = { page: 1, limit: '10', sort: 'timestamp', order: 'desc' };

/** GET /audit's query string: blank filters are left out, the request date is sent as `timestamp=yyyy-mm-dd`. */
export const toAuditParams = (filters: ApprovalFilters, paging: ApprovalPaging): Record<string, string> => {
  const params: Record<string, string> = {};
  const providerName = filters.providerName?.trim();
  const providerNumber = filters.providerNumber?.trim();
  if (providerName) params['providerName'] = providerName;
  if (providerNumber) params['providerNumber'] = providerNumber;
  if (filters.approvalStatus) params['approvalStatus'] = filters.approvalStatus;
  // The calendar day the user picked is the UTC day the API filters on.
  if (filters.requestDate) params['timestamp'] = filters.requestDate.format('YYYY-MM-DD');
  return { ...params, sort: paging.sort, order: paging.order, limit: paging.limit, page: String(paging.page) };
};

/** How many filters narrow the list (the Filters button on a phone says it). */
export const activeFilterCount = (filters: ApprovalFilters): number =>
  [filters.providerName?.trim(), filters.providerNumber?.trim(), filters.approvalStatus, filters.requestDate].filter(Boolean)
    .length;
