import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { auditActorOf, AuditService, memberReadBy } from '@portal/audit';
import {
  Role,
  type AdjudicationReason,
  type Claim,
  type ClaimStatus,
  type ClaimStatusRefresh,
  type ClaimStatusUpdate,
  type PortalClaims,
} from '@portal/contracts';
import { adjudicationReason } from '@portal/contracts/claims';
import { MembersService } from '@portal/plans';
import { ProvidersService } from '@portal/providers';
import { enqueueMail } from '@portal/server-mail';
import { adjudicate } from './adjudication/adjudicate';
import { toCents } from './adjudication/money-and-dates';
import { planRulesOf } from './adjudication/plan-rules';
import { CLAIM_SELECT, toClaimDto, type ClaimRow } from './dto/claim.mapper';
import { priorLinesOf } from './submission/claim-facts';
import { explanationOfBenefits } from './submission/explanation-of-benefits';
import { sqlQueryableOf } from './submission/sql-queryable-of';

/** Pending claims re-adjudicated per UpdateStatus call: the page that calls it stays quick. */
export const REFRESH_BATCH = 50;

const SET_BY_ADMINISTRATOR = JSON.stringify([{ code: 'setByAdministrator' }]);

/** Status changes: an administrator's decision (setStatus) and the re-run of pending claims (UpdateStatus). */
@Injectable()
export class ClaimStatusService {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: ProvidersService,
    private readonly members: MembersService,
    private readonly audit: AuditService,
  ) {}

  async findById(claimId: string): Promise<Claim | null> {
    const [row] = await this.em.execute<ClaimRow[]>(`${CLAIM_SELECT} where c.id = ?`, [claimId]);
    return row ? toClaimDto(row) : null;
  }

  /**
   * Sets a claim's status as an administrator decided it (audited, with the read of the member's data
   * the answer carries); its adjudication reasons stay, with the decision added.
   */
  async setStatus(claimId: string, update: ClaimStatusUpdate, user: PortalClaims, requestId: string): Promise<Claim> {
    await this.em.transactional(async (tx) => {
      const [current] = await tx.execute<{ status: ClaimStatus; reasons: AdjudicationReason[] | string; member_id: string }[]>(
        `select status, reasons, member_id from claim where id = ? for update`,
        [claimId],
      );
      if (!current) throw new NotFoundException('Claim not found');
      const reasons: AdjudicationReason[] = typeof current.reasons === 'string' ? JSON.parse(current.reasons) : current.reasons;
      const decision = adjudicationReason('setByAdministrator', { note: update.note ? `: ${update.note}` : '' });
      const next = [...reasons.filter((reason) => reason.code !== 'setByAdministrator'), decision];
      await tx.execute(`update claim set status = ?, reasons = ?::jsonb, updated_at = now() where id = ?`, [
        update.status,
        JSON.stringify(next),
        claimId,
      ]);
      this.audit.record({
        ...auditActorOf(user),
        action: `claim.status:${current.status}->${update.status}`,
        subjectType: 'claim',
        subjectId: claimId,
        requestId,
      });
      this.audit.record({ ...memberReadBy(user, requestId), subjectId: current.member_id });
    });
    const claim = await this.findById(claimId);
    if (!claim) throw new NotFoundException('Claim not found');
    return claim;
  }

  /**
   * Re-adjudicates claims still Pending (not those an administrator decided), oldest first, a bounded
   * batch per call; a provider's call covers its own claims only. A changed outcome is stored per line
   * and e-mailed again.
   */
  async refreshPending(user: PortalClaims): Promise<ClaimStatusRefresh> {
    const providerId = user.role === Role.Provider ? await this.providers.ownProviderId(user) : null;
    if (user.role === Role.Provider && !providerId) return { checked: 0, changed: [] };
    const rows = await this.em.execute<ClaimRow[]>(
      `${CLAIM_SELECT} where c.status = 'P' and not (c.reasons @> ?::jsonb) ${providerId ? 'and c.provider_id = ?' : ''}
       order by c.id limit ${REFRESH_BATCH}`,
      providerId ? [SET_BY_ADMINISTRATOR, providerId] : [SET_BY_ADMINISTRATOR],
    );
    const changed: ClaimStatusRefresh['changed'] = [];
    for (const claim of rows.map(toClaimDto)) {
      const to = await this.readjudicate(claim);
      if (to && to !== claim.status)
        changed.push({ claimId: claim.claimId, submissionId: claim.submissionId, from: claim.status, to });
    }
    return { checked: rows.length, changed };
  }

  private async readjudicate(claim: Claim): Promise<ClaimStatus | null> {
    const plan = (await this.members.findOfRecordWithPlan(claim.studentId))?.plan ?? null;
    const coverageIdOf = new Map(plan?.coverages.map((c) => [c.customId ?? c.assignedId, c.coverageId]) ?? []);
    const firstYear = claim.expenses.reduce(
      (year, e) => (e.expenseDate.slice(0, 4) < year ? e.expenseDate.slice(0, 4) : year),
      claim.submissionDate.slice(0, 4),
    );
    const outcome = adjudicate(
      claim.expenses.map((expense) => ({
        patientId: expense.dependantNo,
        expenseDate: expense.expenseDate,
        coverageId: coverageIdOf.get(expense.coverageTypeId) ?? -1,
        coverageTypeId: expense.coverageTypeId,
        amountCents: toCents(expense.amount),
      })),
      {
        submittedOn: claim.submissionDate.slice(0, 10),
        plan: plan ? planRulesOf(plan) : null,
        providerCoverageIds: new Set(await this.providers.coverageIdsOf(claim.providerId)),
        ...(await priorLinesOf(this.em, claim.studentId, firstYear, claim.claimId)),
      },
    );
    const unchanged =
      outcome.status === claim.status &&
      JSON.stringify(outcome.lines.map((l) => [l.status, l.reasons])) ===
        JSON.stringify(claim.expenses.map((e) => [e.status, e.reasons]));
    if (unchanged) return null;
    const lineOutcome = (index: number) => outcome.lines[index] ?? { status: outcome.status, reasons: [] };
    await this.em.transactional(async (tx) => {
      await tx.execute(`update claim set status = ?, reasons = ?::jsonb, updated_at = now() where id = ? and status = 'P'`, [
        outcome.status,
        JSON.stringify(outcome.reasons),
        claim.claimId,
      ]);
      await tx.execute(
        `update expense set status = line.status, reasons = line.reasons
         from jsonb_to_recordset(?::jsonb) as line(id bigint, status char(1), reasons jsonb) where expense.id = line.id`,
        [
          JSON.stringify(
            claim.expenses.map((e, i) => ({
              id: e.expenseId,
              ...lineOutcome(i),
            })),
          ),
        ],
      );
      if (claim.memberEmail && outcome.status !== claim.status) {
        const updated: Claim = {
          ...claim,
          status: outcome.status,
          reasons: outcome.reasons,
          expenses: claim.expenses.map((e, i) => ({
            ...e,
            ...lineOutcome(i),
          })),
        };
        await enqueueMail(sqlQueryableOf(tx), explanationOfBenefits(updated, claim.memberEmail));
      }
    });
    return outcome.status;
  }
}
