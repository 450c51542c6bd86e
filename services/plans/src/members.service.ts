import { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '@portal/server-database';
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
const MEMBER_SELECT = `select ${MEMBER_COLUMNS} from member m`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The members domain's public API. Member search is a hot path: one statement per search (dependents
 * aggregated in SQL), the id through its unique index, names through `member_name_search_index`
 * (lower-cased prefixes).
 */
@Injectable()
export class MembersService {
  constructor(private readonly em: EntityManager) {}

  /** Members matching the query, by name; dates of birth masked unless the member carries `viewerProviderId`. */
  async search(query: MemberSearchQuery, viewerProviderId: string | null): Promise<Member[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const memberId = query.memberId ?? query.certificate;
    if (memberId) {
      where.push('m.member_id = ?');
      params.push(memberId);
    }
    if (query.lastname) {
      where.push(`lower(m.lastname) like ? escape '\\'`);
      params.push(`${escapeLike(query.lastname.toLowerCase())}%`);
    }
    if (query.firstname) {
      where.push(`lower(m.firstname) like ? escape '\\'`);
      params.push(`${escapeLike(query.firstname.toLowerCase())}%`);
    }
    if (query.email) {
      where.push('lower(m.email) = ?');
      params.push(query.email.toLowerCase());
    }
    if (!where.length) return [];
    const rows = await this.em.getConnection().execute<MemberRow[]>(
      `${MEMBER_SELECT}
       where ${where.join(' and ')}
       order by lower(m.lastname), lower(m.firstname), m.member_id
       limit ${MEMBER_SEARCH_LIMIT}`,
      params,
    );
    return rows.map((row) => toMemberDto(row, viewerProviderId));
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
    const plan = typeof row.plan_of_record === 'string' ? (JSON.parse(row.plan_of_record) as PlanRow) : row.plan_of_record;
    return { member: toMemberOfRecord(row), plan: plan && planRowToDto(plan) };
  }
}
