import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Claim, Language } from '@portal/contracts';
import type { AdjudicatedStatus } from '@portal/contracts/claims';
import { MembersService } from '@portal/plans';
import { ProvidersService } from '@portal/providers';
import { enqueueMail } from '@portal/server-mail';
import { adjudicate } from './adjudication/adjudicate';
import { toCents } from './adjudication/money-and-dates';
import { planRulesOf } from './adjudication/plan-rules';
import { SET_BY_ADMINISTRATOR } from './adjudication/set-by-administrator';
import { CLAIM_SELECT, toClaimDto, type ClaimRow } from './dto/claim.mapper';
import { priorLinesOf } from './submission/claim-facts';
import { explanationOfBenefits } from './submission/explanation-of-benefits';

/** One page of the re-adjudication sweep. */
export interface ReadjudicationPage {
  /** Claims re-run, by outcome: `unchanged`, or the status they moved to (`A`, `E`, `R`). */
  outcomes: Record<'unchanged' | AdjudicatedStatus, number>;
  /** Where the next page starts; null once the sweep has passed the last pending claim. */
  nextAfterId: string | null;
}

/**
 * Re-runs adjudication on claims still Pending (not those an administrator decided), a page at a
 * time in id order, for the worker's schedule (ADR 022). A changed outcome is stored per line,
 * recorded in `claim_status_change` for UpdateStatus, and e-mailed again, in one transaction.
 */
@Injectable()
export class ClaimReadjudicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: ProvidersService,
    private readonly members: MembersService,
  ) {}

  async readjudicatePending(afterId: string | null, limit: number): Promise<ReadjudicationPage> {
    const rows = await this.em.execute<ClaimRow[]>(
      `${CLAIM_SELECT} where c.status = 'P' and not (c.reasons @> ?::jsonb) and c.id > ? order by c.id limit ?`,
      [SET_BY_ADMINISTRATOR, afterId ?? '0', limit],
    );
    const outcomes: ReadjudicationPage['outcomes'] = { unchanged: 0, A: 0, E: 0, P: 0, R: 0 };
    for (const row of rows) {
      const claim = toClaimDto(row);
      const to = await this.readjudicate(claim, row.language);
      outcomes[to && to !== claim.status ? to : 'unchanged'] += 1;
    }
    return { outcomes, nextAfterId: rows.length === limit ? (rows.at(-1)?.id ?? null) : null };
  }

  private async readjudicate(claim: Claim, language: Language): Promise<AdjudicatedStatus | null> {
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
    const applied = await this.em.transactional(async (tx) => {
      const [updated] = await tx.execute<{ id: string }[]>(
        `update claim set status = ?, reasons = ?::jsonb, updated_at = now() where id = ? and status = 'P' returning id`,
        [outcome.status, JSON.stringify(outcome.reasons), claim.claimId],
      );
      // An administrator decided it meanwhile, or another worker re-ran it first.
      if (!updated) return false;
      await tx.execute(
        `update expense set status = line.status, reasons = line.reasons
         from jsonb_to_recordset(?::jsonb) as line(id bigint, status char(1), reasons jsonb) where expense.id = line.id`,
        [JSON.stringify(claim.expenses.map((e, i) => ({ id: e.expenseId, ...lineOutcome(i) })))],
      );
      if (outcome.status === claim.status) return true;
      await tx.execute(
        `insert into claim_status_change (claim_id, provider_id, submission_id, from_status, to_status) values (?, ?, ?, ?, ?)`,
        [claim.claimId, claim.providerId, claim.submissionId, claim.status, outcome.status],
      );
      if (claim.memberEmail) {
        const updatedClaim: Claim = {
          ...claim,
          status: outcome.status,
          reasons: outcome.reasons,
          expenses: claim.expenses.map((e, i) => ({ ...e, ...lineOutcome(i) })),
        };
        await enqueueMail(tx, explanationOfBenefits(updatedClaim, claim.memberEmail, language));
      }
      return true;
    });
    return applied ? outcome.status : null;
  }
}
