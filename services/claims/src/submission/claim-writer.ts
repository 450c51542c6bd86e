import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AdjudicationReason,
  ClaimRecord,
  ClaimStatus,
  ClaimSubmission,
  ClaimSubmissionResult,
  Plan,
} from '@portal/contracts';
import type { MemberOfRecord } from '@portal/plans';
import type { Claimant } from '@portal/providers';
import { decodeJson, preparedQuery, type SqlPart } from '@portal/server-database';
import { mailInsertFrom } from '@portal/server-mail';
import type { ClaimOutcome } from '../adjudication/adjudicate';
import { toClaimDto, type ClaimRow } from '../dto/claim.mapper';
import { explanationOfBenefits } from './explanation-of-benefits';
import { submissionIdFor } from './claim-record';

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

/** The CTE holding the written claim's id: other domains' inserts select from it (`AuditService.appendFrom`). */
export const WRITTEN_CLAIM = 'written';

export interface ClaimToWrite {
  /** From `claim_id_seq`, drawn before the write (it names the submission id and the record). */
  claimId: string;
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
  /** The audit entries' insert, selecting from WRITTEN_CLAIM. */
  audit: SqlPart;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

interface WrittenRow {
  claim_id: string | null;
  expense_ids: string[] | string | null;
  receipt_ids: string[] | string | null;
}

const claimInsert = (claim: ClaimToWrite, row: ClaimRow, record: ClaimRecord): SqlPart => {
  const { member, plan } = claim;
  return {
    sql: `insert into claim (id, submission_id, idempotency_key, request_hash, member_id, provider_id, office_id, plan_number,
        is_drawbridge_plan, provider_name, provider_number, business_id, business_name, health_office, first_name, last_name,
        date_of_birth, member_email, claim_amount_total, is_accident, accident_type, status, reasons, record, submitted_at, updated_at,
        language)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?)
      on conflict (provider_id, idempotency_key) do nothing
      returning id`,
    params: [
      row.id,
      row.submission_id,
      claim.idempotencyKey,
      claim.requestHash,
      row.member_id,
      row.provider_id,
      row.office_id,
      row.plan_number,
      plan.isDrawbridgePlan,
      row.provider_name,
      row.provider_number,
      row.business_id,
      row.business_name,
      row.health_office,
      row.first_name,
      row.last_name,
      member.dob,
      row.member_email,
      row.claim_amount_total,
      row.is_accident,
      row.accident_type,
      row.status,
      JSON.stringify(row.reasons),
      JSON.stringify(record),
      row.submitted_at,
      row.submitted_at,
      row.language,
    ],
  };
};

const linesInsert = (lines: readonly LineToWrite[]): SqlPart => ({
  sql: `insert into expense (claim_id, expense_date, patient_name, dependant_no, coverage_type_id, coverage_name, amount, comments,
      referral_date, status, reasons)
    select w.id, v.* from ${WRITTEN_CLAIM} w cross join (values ${lines
      .map(() => '(?::date, ?::text, ?::text, ?::int, ?::text, ?::numeric, ?::text, ?::date, ?::text, ?::jsonb)')
      .join(', ')}) v
    returning id`,
  params: lines.flatMap((line) => [
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
});

const receiptsInsert = (receipts: ClaimToWrite['receipts']): SqlPart => ({
  sql: `insert into claim_receipt (claim_id, file_name, content_type, size, data)
    select w.id, v.* from ${WRITTEN_CLAIM} w cross join (values ${receipts.map(() => '(?::text, ?::text, ?::int, ?::bytea)').join(', ')}) v
    returning id`,
  params: receipts.flatMap((receipt) => [receipt.fileName, receipt.contentType, receipt.data.length, receipt.data]),
});

/**
 * One statement, so one round trip and its own transaction (ADR 018): the claim (nothing when another
 * request holds the same provider and Idempotency-Key: null is returned), all its lines, its receipts,
 * the audit entry and, when the member has an e-mail, the explanation of benefits in the outbox; each
 * insert after the claim's selects from it, so none happens without it.
 */
export const claimWriter = (em: EntityManager) => ({
  async write(claim: ClaimToWrite): Promise<ClaimSubmissionResult | null> {
    const { claimant, member, input, lines, outcome, now, claimId: id } = claim;
    const submissionId = submissionIdFor(member.plan, now, id);
    const record = claim.buildRecord(submissionId);
    const totalCents = lines.reduce((total, line) => total + line.amountCents, 0);
    // The claim as its row will read (`CLAIM_SELECT`), answered through the one mapping of a claim row.
    const row: ClaimRow = {
      id,
      submission_id: submissionId,
      plan_number: member.plan,
      provider_id: claimant.providerId,
      provider_name: claimant.providerName,
      provider_number: claimant.providerNumber,
      office_id: claimant.office.officeId,
      health_office: claimant.office.officeName,
      business_id: claimant.office.businessId,
      business_name: claimant.office.businessName,
      member_id: member.memberId,
      first_name: member.firstname,
      last_name: member.lastname,
      member_email: input.memberEmail,
      claim_amount_total: dollars(totalCents),
      submitted_at: now,
      is_accident: input.isAccident,
      accident_type: input.isAccident ? input.accidentType : null,
      status: outcome.status,
      reasons: outcome.reasons,
      expenses: lines.map((line) => ({
        expenseId: '',
        expenseDate: line.expenseDate,
        patientName: line.patientName,
        dependantNo: line.patientId,
        coverageTypeId: line.coverageTypeId,
        coverageName: line.coverageName,
        amount: dollars(line.amountCents),
        comments: line.comments,
        referralDate: line.referralDate,
        status: line.status,
        reasons: line.reasons,
      })),
      receipts: claim.receipts.map((receipt) => ({
        receiptId: '',
        fileName: receipt.fileName,
        contentType: receipt.contentType,
        size: receipt.data.length,
      })),
      deposit_references: null,
      language: claimant.language,
    };
    const result: ClaimSubmissionResult = { ...toClaimDto(row), record };
    const parts: [string, SqlPart][] = [
      [WRITTEN_CLAIM, claimInsert(claim, row, record)],
      ['lines', linesInsert(lines)],
      ...(claim.receipts.length ? [['receipts', receiptsInsert(claim.receipts)] as [string, SqlPart]] : []),
      ['audit', claim.audit],
      ...(input.memberEmail
        ? [
            ['mail', mailInsertFrom(WRITTEN_CLAIM, explanationOfBenefits(result, input.memberEmail, claimant.language))] as [
              string,
              SqlPart,
            ],
          ]
        : []),
    ];
    // One prepared statement per shape: the number of lines and receipts, and whether an EOB is queued.
    const shape = `claim-write:${lines.length}:${claim.receipts.length}:${input.memberEmail ? 1 : 0}`;
    const [written] = await preparedQuery<WrittenRow>(
      em,
      shape,
      `with ${parts.map(([name, part]) => `${name} as (${part.sql})`).join(', ')}
       select (select id::text from ${WRITTEN_CLAIM}) as claim_id,
         (select json_agg(id::text order by id) from lines) as expense_ids,
         ${claim.receipts.length ? '(select json_agg(id::text order by id) from receipts)' : 'null'} as receipt_ids`,
      parts.flatMap(([, part]) => part.params),
    );
    if (!written?.claim_id) return null;
    const expenseIds = decodeJson(written.expense_ids) ?? [];
    const receiptIds = decodeJson(written.receipt_ids) ?? [];
    return {
      ...result,
      expenses: result.expenses.map((expense, index) => ({ ...expense, expenseId: expenseIds[index] ?? '' })),
      receipts: result.receipts.map((receipt, index) => ({ ...receipt, receiptId: receiptIds[index] ?? '' })),
    };
  },
});
