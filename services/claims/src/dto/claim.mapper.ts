import { displayPlanCode, type AdjudicationReason, type Claim, type ClaimStatus, type Language } from '@portal/contracts';
import type { AccidentType } from '@portal/contracts';
import { decodeJson } from '@portal/server-database';

interface ExpenseJson {
  expenseId: string | number;
  expenseDate: string;
  patientName: string;
  dependantNo: string;
  coverageTypeId: number;
  coverageName: string | null;
  amount: string | number;
  comments: string | null;
  referralDate: string | null;
  status: ClaimStatus;
  reasons: AdjudicationReason[];
}

interface ReceiptJson {
  receiptId: string | number;
  fileName: string;
  contentType: string;
  size: number;
}

/** A row of `CLAIM_SELECT`. */
export interface ClaimRow {
  id: string;
  submission_id: string;
  plan_number: string;
  provider_id: string;
  provider_name: string | null;
  provider_number: string | null;
  office_id: string;
  health_office: string;
  business_id: string | null;
  business_name: string | null;
  member_id: string;
  first_name: string;
  last_name: string;
  member_email: string | null;
  claim_amount_total: string | number;
  submitted_at: Date | string;
  is_accident: boolean;
  accident_type: string | null;
  status: ClaimStatus;
  reasons: AdjudicationReason[] | string;
  expenses: ExpenseJson[] | string;
  receipts: ReceiptJson[] | string;
  deposit_references: string | null;
  /** The language of its e-mails. */
  language: Language;
}

/** The columns of a `ClaimRow` for claim `c`, its lines and receipts aggregated as JSON. */
export const CLAIM_COLUMNS = `c.id::text as id, c.submission_id, c.plan_number, c.provider_id, c.provider_name, c.provider_number,
    c.office_id, c.health_office, c.business_id, c.business_name, c.member_id, c.first_name, c.last_name, c.member_email,
    c.claim_amount_total, c.submitted_at, c.is_accident, c.accident_type, c.status, c.reasons, c.deposit_references, c.language,
    coalesce((select json_agg(json_build_object(
        'expenseId', e.id::text, 'expenseDate', to_char(e.expense_date, 'YYYY-MM-DD'), 'patientName', e.patient_name,
        'dependantNo', e.dependant_no, 'coverageTypeId', e.coverage_type_id, 'coverageName', e.coverage_name,
        'amount', e.amount, 'comments', e.comments, 'referralDate', to_char(e.referral_date, 'YYYY-MM-DD'),
        'status', e.status, 'reasons', e.reasons) order by e.id)
      from expense e where e.claim_id = c.id), '[]') as expenses,
    coalesce((select json_agg(json_build_object(
        'receiptId', r.id::text, 'fileName', r.file_name, 'contentType', r.content_type, 'size', r.size) order by r.id)
      from claim_receipt r where r.claim_id = c.id), '[]') as receipts`;

/** A claim with its expenses and receipts' metadata, for `where` on alias `c`. */
export const CLAIM_SELECT = `select ${CLAIM_COLUMNS} from claim c`;

export const toClaimDto = (row: ClaimRow): Claim => ({
  claimId: String(row.id),
  submissionId: row.submission_id,
  planNumber: displayPlanCode(row.plan_number),
  providerId: row.provider_id,
  providerName: row.provider_name,
  providerNumber: row.provider_number,
  officeId: row.office_id,
  healthOffice: row.health_office,
  businessID: row.business_id,
  businessName: row.business_name,
  studentId: row.member_id,
  firstName: row.first_name,
  lastName: row.last_name,
  memberEmail: row.member_email,
  claimAmountTotal: Number(row.claim_amount_total),
  submissionDate: new Date(row.submitted_at).toISOString(),
  isAccident: row.is_accident,
  accidentType: row.accident_type as AccidentType | null,
  status: row.status,
  reasons: decodeJson(row.reasons),
  expenses: decodeJson(row.expenses).map((expense) => ({
    ...expense,
    expenseId: String(expense.expenseId),
    amount: Number(expense.amount),
    reasons: expense.reasons ?? [],
  })),
  receipts: decodeJson(row.receipts).map((receipt) => ({ ...receipt, receiptId: String(receipt.receiptId) })),
  depositReferences: row.deposit_references ?? null,
});
