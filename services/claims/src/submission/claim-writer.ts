import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AdjudicationReason,
  Claim,
  ClaimRecord,
  ClaimStatus,
  ClaimSubmission,
  ClaimSubmissionResult,
  Plan,
} from '@portal/contracts';
import { displayPlanCode } from '@portal/contracts';
import type { MemberOfRecord } from '@portal/plans';
import type { Claimant } from '@portal/providers';
import { enqueueMail } from '@portal/server-mail';
import type { ClaimOutcome } from '../adjudication/adjudicate';
import { explanationOfBenefits } from './explanation-of-benefits';
import { submissionIdFor } from './claim-record';
import { sqlQueryableOf } from './sql-queryable-of';

export interface LineToWrite {
  patientName: string;
  patientId: string;
  expenseDate: string;
  coverageTypeId: number;
  coverageName: string | null;
  amountCents: number;
  comments: string | null;
  referralDate: string | null;
  status: ClaimStatus;
  reasons: AdjudicationReason[];
}

export interface ClaimToWrite {
  now: Date;
  idempotencyKey: string;
  requestHash: string;
  claimant: Claimant;
  member: MemberOfRecord;
  plan: Plan;
  input: ClaimSubmission;
  lines: LineToWrite[];
  outcome: ClaimOutcome;
  receipts: { fileName: string; contentType: string; data: Buffer }[];
  buildRecord: (submissionId: string) => ClaimRecord;
  /** Runs inside the transaction once the claim exists (the audit entry). */
  onWritten: (claim: Claim) => Promise<void>;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * One transaction of set-based statements: the claim (nothing when another request holds the same
 * provider and Idempotency-Key: null is returned), all its lines in one insert, its receipts, and the
 * explanation of benefits in the outbox when the member has an e-mail.
 */
export const claimWriter = (em: EntityManager) => ({
  write: (claim: ClaimToWrite): Promise<ClaimSubmissionResult | null> =>
    em.transactional(async (tx) => {
      const { claimant, member, input, lines, outcome, now } = claim;
      const [{ id } = { id: '' }] = await tx.execute<{ id: string }[]>(`select nextval('claim_id_seq')::text as id`);
      const submissionId = submissionIdFor(member.plan, now, id);
      const record = claim.buildRecord(submissionId);
      const totalCents = lines.reduce((total, line) => total + line.amountCents, 0);
      const inserted = await tx.execute<{ id: string }[]>(
        `insert into claim (id, submission_id, idempotency_key, request_hash, member_id, provider_id, office_id, plan_number,
           is_drawbridge_plan, provider_name, provider_number, business_id, business_name, health_office, first_name, last_name,
           date_of_birth, member_email, claim_amount_total, is_accident, accident_type, status, reasons, record, submitted_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)
         on conflict (provider_id, idempotency_key) do nothing
         returning id`,
        [
          id,
          submissionId,
          claim.idempotencyKey,
          claim.requestHash,
          member.memberId,
          claimant.providerId,
          claimant.office.officeId,
          member.plan,
          claim.plan.isDrawbridgePlan,
          claimant.providerName,
          claimant.providerNumber,
          claimant.office.businessId,
          claimant.office.businessName,
          claimant.office.officeName,
          member.firstname,
          member.lastname,
          member.dob,
          input.memberEmail,
          dollars(totalCents),
          input.isAccident,
          input.isAccident ? input.accidentType : null,
          outcome.status,
          JSON.stringify(outcome.reasons),
          JSON.stringify(record),
          now,
          now,
        ],
      );
      if (!inserted.length) return null;

      const expenseIds = await tx.execute<{ id: string }[]>(
        `insert into expense (claim_id, expense_date, patient_name, dependant_no, coverage_type_id, coverage_name, amount, comments,
           referral_date, status, reasons)
         values ${lines.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)').join(', ')}
         returning id::text as id`,
        lines.flatMap((line) => [
          id,
          line.expenseDate,
          line.patientName,
          line.patientId,
          line.coverageTypeId,
          line.coverageName,
          dollars(line.amountCents),
          line.comments,
          line.referralDate,
          line.status,
          JSON.stringify(line.reasons),
        ]),
      );
      const receiptIds = claim.receipts.length
        ? await tx.execute<{ id: string }[]>(
            `insert into claim_receipt (claim_id, file_name, content_type, size, data)
             values ${claim.receipts.map(() => '(?, ?, ?, ?, ?)').join(', ')} returning id::text as id`,
            claim.receipts.flatMap((receipt) => [id, receipt.fileName, receipt.contentType, receipt.data.length, receipt.data]),
          )
        : [];

      const result: ClaimSubmissionResult = {
        claimId: id,
        submissionId,
        planNumber: displayPlanCode(member.plan),
        providerId: claimant.providerId,
        providerName: claimant.providerName,
        providerNumber: claimant.providerNumber,
        officeId: claimant.office.officeId,
        healthOffice: claimant.office.officeName,
        businessID: claimant.office.businessId,
        businessName: claimant.office.businessName,
        studentId: member.memberId,
        firstName: member.firstname,
        lastName: member.lastname,
        memberEmail: input.memberEmail,
        claimAmountTotal: totalCents / 100,
        submissionDate: now.toISOString(),
        isAccident: input.isAccident,
        accidentType: input.isAccident ? input.accidentType : null,
        status: outcome.status,
        reasons: outcome.reasons,
        expenses: lines.map((line, index) => ({
          expenseId: expenseIds[index]?.id ?? '',
          expenseDate: line.expenseDate,
          patientName: line.patientName,
          dependantNo: line.patientId,
          coverageTypeId: line.coverageTypeId,
          coverageName: line.coverageName,
          amount: line.amountCents / 100,
          comments: line.comments,
          referralDate: line.referralDate,
          status: line.status,
          reasons: line.reasons,
        })),
        receipts: claim.receipts.map((receipt, index) => ({
          receiptId: receiptIds[index]?.id ?? '',
          fileName: receipt.fileName,
          contentType: receipt.contentType,
          size: receipt.data.length,
        })),
        record,
      };
      await claim.onWritten(result);
      if (input.memberEmail) await enqueueMail(sqlQueryableOf(tx), explanationOfBenefits(result, input.memberEmail));
      return result;
    }),
});
