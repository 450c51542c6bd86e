import type { ClaimSearchQuery } from '@portal/contracts';
import { likePrefix } from '@portal/server-database';

export interface SqlFilter {
  /** Conditions on alias `c`, joined with `and` (`true` when none). */
  where: string;
  params: unknown[];
}

/** Adds a day to an ISO date: a date range ends at the start of the day after its last day (UTC). */
const dayAfter = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The search's conditions. `providerId` is the scope the server fixed (a provider's own), else the
 * admin's optional choice. Names and submission ids match by prefix, case-insensitively for names.
 */
export function claimSearchFilter(query: ClaimSearchQuery, providerId: string | undefined): SqlFilter {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  if (providerId) add('c.provider_id = ?', providerId);
  if (query.officeId) add('c.office_id = ?', query.officeId);
  if (query.submissionId) add('c.submission_id like ?', likePrefix(query.submissionId));
  if (query.planNumber) add('c.plan_number = ?', query.planNumber);
  if (query.memberId) add('c.member_id = ?', query.memberId);
  if (query.firstname) add('lower(c.first_name) like ?', likePrefix(query.firstname.toLowerCase()));
  if (query.lastname) add('lower(c.last_name) like ?', likePrefix(query.lastname.toLowerCase()));
  if (query.status) add('c.status = ?', query.status);
  if (query.dateFrom) add('c.submitted_at >= ?::date', query.dateFrom);
  if (query.dateTo) add('c.submitted_at < ?::date', dayAfter(query.dateTo));
  if (query.coverages?.length)
    add(
      `exists (select 1 from expense e where e.claim_id = c.id and e.coverage_type_id = any(?::int[]))`,
      `{${query.coverages.join(',')}}`,
    );
  return { where: where.length ? where.join(' and ') : 'true', params };
}

const SORT_EXPRESSIONS: Record<ClaimSearchQuery['sort'], string> = {
  submissionDate: 'c.submitted_at',
  claimAmountTotal: 'c.claim_amount_total',
  lastName: 'lower(c.last_name)',
};

/** `order by` for the sort, with the id as tie-breaker so pages never overlap. */
export const claimSortOrder = (query: Pick<ClaimSearchQuery, 'sort' | 'order'>): string => {
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  return `${SORT_EXPRESSIONS[query.sort]} ${direction}, c.id ${direction}`;
};
