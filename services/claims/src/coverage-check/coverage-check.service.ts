import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { AuditService, memberReadBy } from '@portal/audit';
import { displayPlanCode, type CoverageAllowance, type CoverageCheck, type PortalClaims } from '@portal/contracts';
import { CLAIM_MESSAGES, type CoverageCheckQuery } from '@portal/contracts/claims';
import { MembersService, PlansService } from '@portal/plans';
import { ProvidersService } from '@portal/providers';
import { annualKey } from '../adjudication/adjudicate';
import { ClaimsClock } from '../claims-clock';
import { remainingOf } from '../adjudication/maximum-usage';
import { fromCents } from '../adjudication/money-and-dates';
import { planRulesOf } from '../adjudication/plan-rules';
import { auditedAnnualUsageOf } from '../submission/claim-facts';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

/**
 * GET /coverage-check: what a claim for this member would be adjudicated against now, per coverage
 * the plan offers or the provider is registered for. Usage comes from the query and the rule
 * adjudication uses (`priorLinesOf`, `countsTowardMaximums`), so the check promises what a claim gets.
 */
@Injectable()
export class CoverageCheckService {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: ProvidersService,
    private readonly members: MembersService,
    private readonly plans: PlansService,
    private readonly audit: AuditService,
    private readonly clock: ClaimsClock,
  ) {}

  async check(user: PortalClaims, query: CoverageCheckQuery, requestId: string): Promise<CoverageCheck> {
    const [claimant, ofRecord] = await Promise.all([
      this.providers.claimant(user, query.officeId),
      this.members.findOfRecordWithPlan(query.memberId),
    ]);
    if (!ofRecord) throw new NotFoundException(CLAIM_MESSAGES.memberNotFound);
    const { member, plan } = ofRecord;
    if (query.patientId !== '00' && !member.dependents.some((d) => d.patientId === query.patientId))
      throw new NotFoundException(CLAIM_MESSAGES.patientNotFound);
    if (!plan) throw new NotFoundException(CLAIM_MESSAGES.planNotFound);

    const asOf = this.clock.now().toISOString().slice(0, 10);
    const year = asOf.slice(0, 4);
    // The member's data is read once the checks pass: the year's usage and its audit entry in one statement.
    const priorAnnualCents = await auditedAnnualUsageOf(
      this.em,
      member.memberId,
      year,
      this.audit.appendFrom('(select 1) s', { ...memberReadBy(user, requestId), subjectId: member.memberId }),
    );
    const rules = planRulesOf(plan);
    const registered = new Set(claimant.coverageIds);
    const effective = plan.effectiveDate <= asOf;

    const offered = plan.coverages.map((coverage): CoverageAllowance => {
      const rule = rules.coverages.get(coverage.coverageId);
      const coverageTypeId = rule?.coverageTypeId ?? coverage.assignedId;
      const usedCents = priorAnnualCents.get(annualKey(coverageTypeId, asOf)) ?? 0;
      return {
        coverageId: coverage.coverageId,
        coverageTypeId,
        name: coverage.name,
        nameFr: coverage.nameFr,
        covered: effective && registered.has(coverage.coverageId),
        requiresReferral: coverage.requiresReferral,
        heldForApproval: coverage.heldForApproval,
        perClaimMaximum: coverage.perClaimMaximum,
        annualMaximum: coverage.annualMaximum,
        usedThisYear: fromCents(usedCents),
        remainingThisYear: dollarsOrNull(remainingOf(rule?.annualMaximum ?? null, usedCents)),
      };
    });
    const inPlan = new Set(plan.coverages.map((coverage) => coverage.coverageId));
    const providerOnly = claimant.coverageIds.some((id) => !inPlan.has(id))
      ? (await this.plans.listCoverages())
          .filter((coverage) => registered.has(coverage.coverageId) && !inPlan.has(coverage.coverageId))
          .map((coverage): CoverageAllowance => ({
            coverageId: coverage.coverageId,
            coverageTypeId: coverage.assignedId,
            name: coverage.name,
            nameFr: coverage.nameFr,
            covered: false,
            requiresReferral: false,
            heldForApproval: false,
            perClaimMaximum: null,
            annualMaximum: null,
            usedThisYear: 0,
            remainingThisYear: null,
          }))
      : [];

    return {
      memberId: member.memberId,
      patientId: query.patientId,
      planNumber: displayPlanCode(member.plan),
      benefitYear: Number(year),
      asOf,
      coverages: [...offered, ...providerOnly].sort((a, b) => a.name.localeCompare(b.name)),
    };
  }
}
