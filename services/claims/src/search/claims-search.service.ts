import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import {
  Role,
  type Claim,
  type ClaimSearchQuery,
  type ClaimStatus,
  type ClaimsSummary,
  type ClaimsSummaryQuery,
  type PortalClaims,
} from '@portal/contracts';
import { CLAIM_PAGE_ALL_LIMIT, CLAIM_TOTAL_CAP } from '@portal/contracts/claims';
import { AuditService, memberReadBy } from '@portal/audit';
import { ProvidersService } from '@portal/providers';
import { parameterizedQuery } from '@portal/server-database';
import { CLAIM_COLUMNS, CLAIM_SELECT, toClaimDto, type ClaimRow } from '../dto/claim.mapper';
import { claimCsvLines, CLAIM_CSV_HEADER, csvLine } from './claims-csv';
import { addDays } from '../adjudication/money-and-dates';
import { claimSearchFilter, claimSortOrder } from './claim-search-filter';
import { localDate, startOfDay } from './local-day';

export interface ClaimPage {
  claims: Claim[];
  total: number;
  /** True when more than CLAIM_TOTAL_CAP claims match: `total` is the cap. */
  capped: boolean;
}

const EXPORT_BATCH = 500;
const SUMMARY_LATEST = 5;

/** Who reads, for the audit of the member data an answer carries. */
export interface Reader {
  user: PortalClaims;
  requestId: string;
}

/**
 * Claim search over millions of rows (ADRs 017, 018): the page's ids first, from an index-only scan
 * where the filter allows (a deferred join, so deep pages stay cheap), then those claims with their
 * lines, and the total counted up to a cap, in one statement. Every answer audits a read of each
 * member whose claims it carries, in the statement that reads them (`found`, no extra round trip).
 */
@Injectable()
export class ClaimsSearchService {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: ProvidersService,
    private readonly audit: AuditService,
  ) {}

  /** The claims `found` (a CTE) holds, their members' reads audited: `with found as (…), <this> select … from found`. */
  private audited({ user, requestId }: Reader) {
    const insert = this.audit.appendEachFrom('found', 'member_id', memberReadBy(user, requestId));
    return { sql: `member_reads as (${insert.sql})`, params: insert.params };
  }

  /** The provider a caller is confined to (a provider's own; none for admins); null for a provider without a profile. */
  private async scope(user: PortalClaims, requested: string | undefined): Promise<{ providerId: string | undefined } | null> {
    if (user.role !== Role.Provider) return { providerId: requested };
    const own = await this.providers.ownProviderId(user);
    return own ? { providerId: own } : null;
  }

  async search(reader: Reader, query: ClaimSearchQuery): Promise<ClaimPage> {
    const scope = await this.scope(reader.user, query.providerId);
    if (!scope) return { claims: [], total: 0, capped: false };
    const { where, params } = claimSearchFilter(query, scope.providerId);
    const limit = query.limit === 'all' ? CLAIM_PAGE_ALL_LIMIT : Number(query.limit);
    const offset = query.limit === 'all' ? 0 : (query.page - 1) * limit;
    const order = claimSortOrder(query);
    // One round trip: the page's ids (on the sort index), those claims, their members' reads audited,
    // and the total counted up to the cap; the left join keeps the total when the page is empty.
    const audited = this.audited(reader);
    const sql = `with page as (select c.id from claim c where ${where} order by ${order} limit ? offset ?),
        found as (select row_number() over (order by ${order}) as ordinal, ${CLAIM_COLUMNS}
          from claim c join page on page.id = c.id),
        ${audited.sql}
      select (select count(*)::int from (select 1 from claim c where ${where} limit ${CLAIM_TOTAL_CAP + 1}) matches) as matches,
        found.*
      from (select 1) one left join found on true
      order by found.ordinal`;
    const rows = await parameterizedQuery<Partial<ClaimRow> & { matches: number }>(this.em, sql, [
      ...params,
      limit,
      offset,
      ...audited.params,
      ...params,
    ]);
    const matches = rows[0]?.matches ?? 0;
    return {
      claims: rows
        .filter((row): row is ClaimRow & { matches: number } => row.id !== null && row.id !== undefined)
        .map(toClaimDto),
      total: Math.min(matches, CLAIM_TOTAL_CAP),
      capped: matches > CLAIM_TOTAL_CAP,
    };
  }

  /** One claim; another provider's claim is not found (existence is not revealed). */
  async findOne(reader: Reader, claimId: string): Promise<Claim> {
    const scope = await this.scope(reader.user, undefined);
    const [row] = scope
      ? await this.readAudited(reader, `${CLAIM_SELECT} where c.id = ?${scope.providerId ? ' and c.provider_id = ?' : ''}`, [
          claimId,
          ...(scope.providerId ? [scope.providerId] : []),
        ])
      : [];
    if (!row) throw new NotFoundException('Claim not found');
    return toClaimDto(row);
  }

  /** The claims of `select` (a `CLAIM_SELECT`), their members' reads audited in the same statement, in `order`. */
  private readAudited(reader: Reader, select: string, params: unknown[], order = ''): Promise<ClaimRow[]> {
    const audited = this.audited(reader);
    return this.em.execute<ClaimRow[]>(`with found as (${select}), ${audited.sql} select * from found${order}`, [
      ...params,
      ...audited.params,
    ]);
  }

  /** The number of claims an export will write (exact, not capped). */
  async countForExport(query: ClaimSearchQuery): Promise<number> {
    const { where, params } = claimSearchFilter(query, query.providerId);
    const [row] = await this.em.execute<{ n: number }[]>(`select count(*)::int as n from claim c where ${where}`, params);
    return row?.n ?? 0;
  }

  /**
   * The CSV of every matching claim, newest first, read in keyset batches so memory stays flat
   * however many claims match (administrators only: the controller checks the role).
   */
  async *exportCsv(reader: Reader, query: ClaimSearchQuery): AsyncGenerator<string> {
    yield csvLine(CLAIM_CSV_HEADER);
    const { where, params } = claimSearchFilter(query, query.providerId);
    let after: { at: Date | string; id: string } | null = null;
    for (;;) {
      const keyset: string = after ? ' and (c.submitted_at, c.id) < (?::timestamptz, ?::bigint)' : '';
      const rows: ClaimRow[] = await this.readAudited(
        reader,
        `${CLAIM_SELECT} where ${where}${keyset} order by c.submitted_at desc, c.id desc limit ${EXPORT_BATCH}`,
        after ? [...params, new Date(after.at).toISOString(), after.id] : params,
        ' order by submitted_at desc, id desc',
      );
      if (!rows.length) return;
      yield rows.map((row) => claimCsvLines(toClaimDto(row))).join('');
      const last = rows[rows.length - 1];
      if (!last || rows.length < EXPORT_BATCH) return;
      after = { at: last.submitted_at, id: last.id };
    }
  }

  /**
   * A provider's last `days` of its own calendar (from midnight in `timeZone`, `days` days before
   * today there): count and amount per status, and the latest claims.
   */
  async summary(reader: Reader, { days, timeZone }: ClaimsSummaryQuery): Promise<ClaimsSummary> {
    const providerId = await this.providers.ownProviderId(reader.user);
    const since = addDays(localDate(new Date(), timeZone), -days);
    if (!providerId) return { days, since, byStatus: [], latest: [] };
    const [byStatus, latest] = await Promise.all([
      this.em.execute<{ status: ClaimStatus; count: number; amount: string }[]>(
        `select status, count(*)::int as count, coalesce(sum(claim_amount_total), 0) as amount
         from claim where provider_id = ? and submitted_at >= ? group by status order by status`,
        [providerId, startOfDay(since, timeZone)],
      ),
      this.readAudited(
        reader,
        `${CLAIM_SELECT} where c.provider_id = ? order by c.submitted_at desc, c.id desc limit ${SUMMARY_LATEST}`,
        [providerId],
        ' order by submitted_at desc, id desc',
      ),
    ]);
    return {
      days,
      since,
      byStatus: byStatus.map((row) => ({ status: row.status, count: row.count, amount: Number(row.amount) })),
      latest: latest.map(toClaimDto),
    };
  }
}
