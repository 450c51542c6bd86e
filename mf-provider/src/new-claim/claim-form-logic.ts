import type { ClaimSubmissionInput, Member, Plan, PlanCoverage } from '@portal/contracts';
import {
  CLAIM_SUBMISSION_DAYS,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  REFERRAL_NOTICE_PLAN,
  REFERRAL_NOTICE_UNTIL,
} from '@portal/contracts/claims';
import { daysBefore, isoDay } from './iso-day';

export interface ExpenseValues {
  patientId?: string;
  /** `YYYY-MM-DD`, as the date input gives it. */
  expenseDate?: string;
  coverageId?: number;
  /** As typed in the number input. */
  amount?: string | number | null;
  referralDate?: string;
  physicianName?: string;
  registrationNumber?: string;
}

export interface ClaimFormValues {
  isAccident: boolean;
  accidentType?: ClaimSubmissionInput['accidentType'];
  memberEmail?: string;
  expenses: ExpenseValues[];
}

export interface PatientOption {
  value: string;
  label: string;
}

/** The member first, labelled (MEMBER) in the reader's language, then the dependents in upper case with their date of birth (spec §4). */
export const patientOptions = (member: Member, text: { self: string; masked: string }): PatientOption[] => [
  { value: '00', label: `${member.firstname} ${member.lastname} (${text.self})`.toUpperCase() },
  ...member.dependents.map((d) => ({
    value: d.patientId,
    label: `${`${d.firstName} ${d.lastName}`.toUpperCase()} — ${d.dateOfBirth ?? text.masked}`,
  })),
];

/** The plan's coverages the provider is registered for (spec §4 "claim flow"). */
export const offeredCoverages = (plan: Plan, providerCoverageIds: readonly number[]): PlanCoverage[] =>
  plan.coverages.filter((coverage) => providerCoverageIds.includes(coverage.coverageId));

/** The dates of service the form allows (`YYYY-MM-DD`): the last 30 days, today included, never the future. */
export const expenseWindow = (today: string = isoDay()): { min: string; max: string } => ({
  min: daysBefore(today, CLAIM_SUBMISSION_DAYS),
  max: today,
});

export const isOutsideExpenseWindow = (day: string, today: string = isoDay()): boolean => {
  const { min, max } = expenseWindow(today);
  return day < min || day > max;
};

/** Spec §9: plan 110's members are told referrals become required, until the day they are. */
export const showsReferralNotice = (plan: Pick<Plan, 'planNumber'>, today: string = isoDay()): boolean =>
  plan.planNumber === REFERRAL_NOTICE_PLAN && today < REFERRAL_NOTICE_UNTIL;

/** Two decimals at most, as the API accepts. */
export const hasCents = (amount: string | number): boolean => /^\d+(\.\d{1,2})?$/.test(String(amount).trim());

export const totalOf = (expenses: readonly ExpenseValues[]): number =>
  Math.round(expenses.reduce((total, expense) => total + (Number(expense.amount) || 0), 0) * 100) / 100;

export type ReceiptProblem = 'receiptType' | 'receiptSize' | 'receiptCount';

/** Why a file cannot be attached, checked in the browser before the server checks it again. */
export const receiptProblem = (file: { type: string; size: number }, alreadyAttached: number): ReceiptProblem | null => {
  if (alreadyAttached >= 5) return 'receiptCount';
  if (!(RECEIPT_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'receiptType';
  if (file.size > RECEIPT_MAX_BYTES) return 'receiptSize';
  return null;
};

/** The POST /claims body from the form's values; referral fields only for coverages that require one. */
export const toSubmission = (
  values: ClaimFormValues,
  context: { officeId: string; memberId: string; coverages: readonly PlanCoverage[] },
  receipts: ClaimSubmissionInput['receipts'] = [],
): ClaimSubmissionInput => ({
  officeId: context.officeId,
  memberId: context.memberId,
  memberEmail: values.memberEmail?.trim() || null,
  isAccident: values.isAccident,
  accidentType: values.isAccident ? (values.accidentType ?? null) : null,
  expenses: values.expenses.map((expense) => {
    const referral = context.coverages.find((c) => c.coverageId === expense.coverageId)?.requiresReferral;
    return {
      patientId: expense.patientId ?? '',
      expenseDate: expense.expenseDate ?? '',
      coverageId: expense.coverageId ?? 0,
      amount: Number(expense.amount),
      referral:
        referral && expense.referralDate
          ? {
              referralDate: expense.referralDate,
              physicianName: expense.physicianName?.trim() ?? '',
              registrationNumber: expense.registrationNumber?.trim() ?? '',
            }
          : null,
    };
  }),
  receipts,
});

/** A file as the base64 the contract carries. */
export const fileToBase64 = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** The server answered and refused the claim (4xx): it made nothing, unlike a failure with no answer or a 5xx. */
export const isRefusal = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};
