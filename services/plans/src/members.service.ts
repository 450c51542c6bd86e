import { EntityManager } from '@mikro-orm/postgresql';
import { decodeJson, likePrefix, prefixBounds, preparedQuery, type SqlPart } from '@portal/server-database';
import { Injectable } from '@nestjs/common';
import { MEMBER_SEARCH_LIMIT, type Member, type MemberSearchQuery, type Plan as PlanDto } from '@portal/contracts';
import { toMemberDto, toMemberOfRecord, type MemberOfRecord, type MemberRow } from './dto/member.mapper';
import { planRowToDto, type PlanRow } from './dto/plan.mapper';
import { MEMBER_PLAN_NUMBER, PLAN_COLUMNS } from './dto/plan-select';

/** A member `m` with its dependents: the columns of a `MemberRow`. */
const MEMBER_COLUMNS = `m.member_id, m.plan, m.subpolicy, m.firstname, m.lastname, to_char(m.dob, 'YYYYMMDD') as dob,
    m.email, m.address, m.city, m.province, m.postal_code, m.phone_number, m.provider_id,
    coalesce((select json_agg(json_build_object(
        'firstName', d.first_name, 'lastName', d.last_name, 'patientId', d.patient_id,
        'relationship', d.relationship, 'gender', d.gender, 'dateOfBirth', to_char(d.date_of_birth, 'YYYY-MM-DD'))
        order by d.patient_id)
      from dependent d where d.member_id = m.id), '[]') as dependents`;

type GatedRow = MemberRow & { allowed: boolean };

/**
 * `column` starts with `value` (lower-cased): the bounds let the prepared statement's generic plan
 * scan only that part of `member_name_search_index`; the LIKE is the condition.
 */
const startsWith = (column: string, value: string): SqlPart => {
  const prefix = value.toLowerCase();
  const { from, below } = prefixBounds(prefix);
  return {
    sql: `${column} ~>=~ ? and ${column} ~<~ ? and ${column} like ? escape '\\'`,
    params: [from, below, likePrefix(prefix)],
  };
};

/** The conditions of a member search (`m`), their values and the shape they make (the prepared statement's name). */
const searchFilter = (query: MemberSearchQuery) => {
  const where: string[] = [];
  const params: unknown[] = [];
  let shape = '';
  const add = ({ sql, params: values }: SqlPart, letter: string) => {
    where.push(sql);
    params.push(...values);
    shape += letter;
  };
  const memberId = query.memberId ?? query.certificate;
  if (memberId) add({ sql: 'm.member_id = ?', params: [memberId] }, 'i');
  if (query.lastname) add(startsWith('lower(m.lastname)', query.lastname), 'l');
  if (query.firstname) add(startsWith('lower(m.firstname)', query.firstname), 'f');
  if (query.email) add({ sql: 'lower(m.email) = ?', params: [query.email.toLowerCase()] }, 'e');
  return { where, params, shape };
};

/**
 * The members domain's public API. Member search is a hot path: one statement per search (dependents
 * aggregated in SQL), the id through its unique index, names through `member_name_search_index`
 * (lower-cased prefixes).
 */
@Injectable()
export class MembersService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Members matching the query, by name, dates of birth masked unless the member carries
   * `viewerProviderId`; in one statement (issue 19 §5, ADR 028) that reads only when the caller's
   * CTE `gate` has a row (null when it has none). It writes nothing: the caller audits the members
   * answered (`AuditBatcher`, ADR 038). Every search is a prepared statement, one per shape of query:
   * a name prefix carries its index bounds, so the generic plan scans only the matching names
   * (ADR 039). An empty query reads nothing: [].
   */
  async searchGated(query: MemberSearchQuery, viewerProviderId: string | null, gate: SqlPart): Promise<Member[] | null> {
    const { where, params, shape } = searchFilter(query);
    if (!where.length) return [];
    const sql = `with gate as (${gate.sql}),
      found as (
        select ${MEMBER_COLUMNS}, lower(m.lastname) as sort_last, lower(m.firstname) as sort_first
        from member m
        where ${where.join(' and ')} and exists (select 1 from gate)
        order by sort_last, sort_first, m.member_id
        limit ${MEMBER_SEARCH_LIMIT})
      select g.allowed, f.* from (select exists (select 1 from gate) as allowed) g
      left join found f on true
      order by f.sort_last, f.sort_first, f.member_id`;
    const values = [...gate.params, ...params];
    const rows = await preparedQuery<GatedRow>(this.em, `member-search-${shape}`, sql, values);
    if (!rows[0]?.allowed) return null;
    return rows.filter((row) => row.member_id !== null).map((row) => toMemberDto(row, viewerProviderId));
  }

  /**
   * The member of record and the plan its plan code points to (null when there is none), in one
   * prepared statement on a connection of its own (it does not see a caller's uncommitted
   * transaction): what a claim is submitted and adjudicated against.
   */
  async findOfRecordWithPlan(memberId: string): Promise<{ member: MemberOfRecord; plan: PlanDto | null } | null> {
    const [row] = await preparedQuery<MemberRow & { plan_of_record: PlanRow | string | null }>(
      this.em,
      'member-of-record-with-plan',
      `select ${MEMBER_COLUMNS},
         (select row_to_json(pl) from (select ${PLAN_COLUMNS} from plan p where p.plan_number = ${MEMBER_PLAN_NUMBER}) pl) as plan_of_record
       from member m where m.member_id = ?`,
      [memberId],
    );
    if (!row) return null;
    const plan = decodeJson(row.plan_of_record);
    return { member: toMemberOfRecord(row), plan: plan && planRowToDto(plan) };
  }
}
