import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { auditActorOf, AuditService, memberReadBy } from '@portal/audit';
import { type ClaimRecord, type ClaimSubmission, type ClaimSubmissionResult, type PortalClaims } from '@portal/contracts';
import { CLAIM_SUBMISSION_DAYS, IDEMPOTENCY_KEY_PATTERN, CLAIM_MESSAGES, fillMessage } from '@portal/contracts/claims';
import { mayViewDateOfBirth, MembersService, PlansService, type MemberOfRecord } from '@portal/plans';
import { ProvidersService } from '@portal/providers';
import { ZodValidationException, type ValidationDetail } from '@portal/server-core';
import { decodeJson } from '@portal/server-database';
import { adjudicate, TIME_ZONE_GRACE_DAYS, type LineToAdjudicate } from './adjudication/adjudicate';
import { addDays, toCents } from './adjudication/money-and-dates';
import { planRulesOf } from './adjudication/plan-rules';
import { claimWriter, WRITTEN_CLAIM } from './submission/claim-writer';
import { submissionFactsOf } from './submission/claim-facts';
import { buildClaimRecord, referralComment, withoutDatesOfBirth } from './submission/claim-record';
import { bytesMatchType } from './submission/receipt-check';
import { ClaimsClock } from './claims-clock';
import { claimsSubmitted, OUTCOME_OF } from './claims-metrics';
import { CLAIM_SELECT, toClaimDto, type ClaimRow } from './dto/claim.mapper';

export interface SubmissionOutcome {
  /** False when a retry with the same Idempotency-Key and body answered with the first result. */
  created: boolean;
  result: ClaimSubmissionResult;
}

const refuse = (details: ValidationDetail[]): never => {
  throw new ZodValidationException(details, details[0]?.message);
};

/** Today's UTC date; Canadian local dates are the same day or the day before. */
const utcToday = (now: Date) => now.toISOString().slice(0, 10);

/** The request as it decides the claim: two bodies with the same hash are the same submission. */
const requestHash = (input: ClaimSubmission) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

const patientNameOf = (member: MemberOfRecord, patientId: string): string | null => {
  if (patientId === '00') return `${member.firstname} ${member.lastname}`.toUpperCase();
  const dependent = member.dependents.find((d) => d.patientId === patientId);
  return dependent ? `${dependent.firstName} ${dependent.lastName}`.toUpperCase() : null;
};

/**
 * POST /claims: checks what the contract cannot (standing, office, member, plan, dates, referrals,
 * receipts' bytes), adjudicates, and writes the claim, its lines, receipts, audit entries (the
 * submission and the read of the member's data it answers) and the EOB e-mail in one statement (ADRs
 * 016, 018). Idempotent per provider and key. The answer carries the member's dates of birth only
 * where member search shows them to the provider.
 */
@Injectable()
export class ClaimSubmissionService {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: ProvidersService,
    private readonly members: MembersService,
    private readonly plans: PlansService,
    private readonly audit: AuditService,
    private readonly clock: ClaimsClock,
  ) {}

  async submit(
    user: PortalClaims,
    idempotencyKey: string | undefined,
    input: ClaimSubmission,
    requestId: string,
  ): Promise<SubmissionOutcome> {
    if (!idempotencyKey || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
      refuse([{ path: 'Idempotency-Key', message: CLAIM_MESSAGES.idempotencyKey }]);
    const key = idempotencyKey as string;
    // Both reads at once; the provider's standing still decides first (its refusal wins over the member's absence).
    const [claimant, ofRecord] = await Promise.all([
      this.providers.claimant(user, input.officeId),
      this.members.findOfRecordWithPlan(input.memberId),
    ]);
    const hash = requestHash(input);
    if (!ofRecord) throw new NotFoundException(CLAIM_MESSAGES.memberNotFound);
    const { member, plan } = ofRecord;
    if (!plan) throw new NotFoundException(CLAIM_MESSAGES.planNotFound);
    const now = this.clock.now();
    const today = utcToday(now);
    if (plan.effectiveDate > today)
      throw new UnprocessableEntityException(fillMessage(CLAIM_MESSAGES.planNotEffective, { date: plan.effectiveDate }));

    const coverages = new Map(plan.coverages.map((coverage) => [coverage.coverageId, coverage]));
    const unknown = input.expenses.some((expense) => !coverages.has(expense.coverageId));
    const allCoverages = unknown ? new Map((await this.plans.listCoverages()).map((c) => [c.coverageId, c])) : null;
    const earliest = addDays(today, -CLAIM_SUBMISSION_DAYS - TIME_ZONE_GRACE_DAYS);
    const problems: ValidationDetail[] = [];
    const lines = input.expenses.map((expense, index) => {
      const path = `body.expenses.${index}`;
      const patientName = patientNameOf(member, expense.patientId);
      if (!patientName) problems.push({ path: `${path}.patientId`, message: CLAIM_MESSAGES.patientNotFound });
      if (expense.expenseDate > today || expense.expenseDate < earliest)
        problems.push({
          path: `${path}.expenseDate`,
          message: fillMessage(CLAIM_MESSAGES.expenseDateWindow, { days: CLAIM_SUBMISSION_DAYS }),
        });
      const planCoverage = coverages.get(expense.coverageId);
      const coverage = planCoverage ?? allCoverages?.get(expense.coverageId);
      if (!coverage) problems.push({ path: `${path}.coverageId`, message: CLAIM_MESSAGES.coverage });
      if (planCoverage?.requiresReferral && !expense.referral) {
        problems.push({ path: `${path}.referral.physicianName`, message: CLAIM_MESSAGES.physician });
        problems.push({ path: `${path}.referral.registrationNumber`, message: CLAIM_MESSAGES.registrationNumber });
      }
      if (expense.referral && expense.referral.referralDate > today)
        problems.push({ path: `${path}.referral.referralDate`, message: CLAIM_MESSAGES.referralDateFuture });
      return {
        patientId: expense.patientId,
        patientName: patientName ?? '',
        expenseDate: expense.expenseDate,
        coverageId: expense.coverageId,
        coverageTypeId: planCoverage?.customId ?? coverage?.assignedId ?? 0,
        coverageName: coverage?.name ?? null,
        amountCents: toCents(expense.amount),
        comments: expense.referral ? referralComment(expense.referral) : null,
        referralDate: expense.referral?.referralDate ?? null,
      };
    });
    const receipts = input.receipts.map((receipt, index) => {
      const data = Buffer.from(receipt.data, 'base64');
      if (!bytesMatchType(data, receipt.contentType))
        problems.push({ path: `body.receipts.${index}`, message: CLAIM_MESSAGES.receiptType });
      return { fileName: receipt.fileName, contentType: receipt.contentType, data };
    });
    if (problems.length) refuse(problems);

    const firstYear = lines.reduce(
      (year, line) => (line.expenseDate.slice(0, 4) < year ? line.expenseDate.slice(0, 4) : year),
      today.slice(0, 4),
    );
    const { claimId, ...priorFacts } = await submissionFactsOf(this.em, member.memberId, firstYear);
    const outcome = adjudicate(lines satisfies LineToAdjudicate[], {
      submittedOn: today,
      plan: planRulesOf(plan),
      providerCoverageIds: new Set(claimant.coverageIds),
      ...priorFacts,
    });

    const writer = claimWriter(this.em);
    const written = await writer.write({
      claimId,
      now,
      idempotencyKey: key,
      requestHash: hash,
      claimant,
      member,
      plan,
      input,
      lines: lines.map((line, index) => ({ ...line, ...(outcome.lines[index] ?? { status: 'E' as const, reasons: [] }) })),
      outcome,
      receipts,
      audit: this.audit.appendFrom(
        WRITTEN_CLAIM,
        { ...auditActorOf(user), action: 'claim.submit', subjectType: 'claim', subjectId: claimId, requestId },
        { ...memberReadBy(user, requestId), subjectId: member.memberId },
      ),
      buildRecord: (submissionId) =>
        buildClaimRecord({
          submissionId,
          provider: {
            providerId: claimant.providerId,
            providerNumber: claimant.providerNumber,
            businessId: claimant.office.businessId,
            businessName: claimant.office.businessName,
            officeName: claimant.office.officeName,
            email: claimant.office.email,
          },
          plan: { planNumber: member.plan, planName: plan.planName, isDrawbridgePlan: plan.isDrawbridgePlan },
          member,
          memberEmail: input.memberEmail,
          isAccident: input.isAccident,
          accidentType: input.accidentType,
          totalCents: lines.reduce((total, line) => total + line.amountCents, 0),
          lines: lines.map((line) => ({ ...line, dependantNo: line.patientId })),
          receipts,
        }),
    });
    const asSeen = (result: ClaimSubmissionResult): ClaimSubmissionResult =>
      mayViewDateOfBirth(member.providerId, claimant.providerId)
        ? result
        : { ...result, record: withoutDatesOfBirth(result.record) };
    if (written) {
      claimsSubmitted.inc({ outcome: OUTCOME_OF[outcome.status] });
      return { created: true, result: asSeen(written) };
    }
    // Another request with this key committed first: answer as it did, or refuse another body.
    const first = await this.replay(claimant.providerId, key, hash);
    if (!first) throw new ConflictException(CLAIM_MESSAGES.idempotencyReused);
    await this.audit.append({ ...memberReadBy(user, requestId), subjectId: member.memberId });
    claimsSubmitted.inc({ outcome: 'replay' });
    return { created: false, result: asSeen(first) };
  }

  /** The first answer for this provider and key, null when there is none; 409 when the body differs. */
  private async replay(providerId: string, key: string, hash: string): Promise<ClaimSubmissionResult | null> {
    const [row] = await this.em.execute<(ClaimRow & { request_hash: string; record: ClaimRecord | string })[]>(
      `${CLAIM_SELECT.replace('select ', 'select c.request_hash, c.record, ')} where c.provider_id = ? and c.idempotency_key = ?`,
      [providerId, key],
    );
    if (!row) return null;
    if (row.request_hash !== hash) throw new ConflictException(CLAIM_MESSAGES.idempotencyReused);
    return { ...toClaimDto(row), record: decodeJson(row.record) };
  }
}
