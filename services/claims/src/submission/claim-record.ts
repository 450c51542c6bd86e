import type { ClaimRecord } from '@portal/contracts';
import { toRecordDate } from '../adjudication/money-and-dates';

export interface RecordMember {
  readonly memberId: string;
  readonly firstname: string;
  readonly lastname: string;
  /** ISO date. */
  readonly dob: string;
  readonly email: string | null;
  readonly phoneNumber: string | null;
  readonly address: string | null;
  readonly city: string | null;
  readonly province: string | null;
  readonly postalCode: string | null;
  readonly dependents: readonly { patientId: string; firstName: string; lastName: string; dateOfBirth: string | null }[];
}

export interface RecordLine {
  readonly expenseDate: string;
  readonly patientName: string;
  readonly dependantNo: string;
  readonly coverageTypeId: number;
  readonly amountCents: number;
  readonly comments: string | null;
  readonly referralDate: string | null;
}

export interface RecordInput {
  readonly submissionId: string;
  readonly provider: {
    providerId: string;
    providerNumber: string | null;
    businessId: string | null;
    businessName: string | null;
    officeName: string;
    email: string;
  };
  readonly plan: { planNumber: string; planName: string; isDrawbridgePlan: boolean };
  readonly member: RecordMember;
  readonly memberEmail: string | null;
  readonly isAccident: boolean;
  readonly accidentType: string | null;
  readonly totalCents: number;
  readonly lines: readonly RecordLine[];
  readonly receipts: readonly { fileName: string; contentType: string }[];
}

const twoDecimals = (cents: number) => (cents / 100).toFixed(2);

/** The downstream claim record of spec §3: mm/dd/yyyy dates, two-decimal amounts, two-digit coverage ids. */
export const buildClaimRecord = (input: RecordInput): ClaimRecord => ({
  Submissionid: input.submissionId,
  StudentId: input.member.memberId,
  FormType: 'Provider Claims Submission',
  ProviderNumber: input.provider.providerNumber ?? '',
  ProviderId: input.provider.providerId,
  BusinessID: input.provider.businessId ?? '',
  BusinessName: input.provider.businessName ?? '',
  HealthOffice: input.provider.officeName,
  BusinessEmail: input.provider.email,
  PlanNumber: input.plan.planNumber,
  PlanType: input.plan.planName,
  IsDrawbridgePlan: input.plan.isDrawbridgePlan,
  FirstName: input.member.firstname,
  LastName: input.member.lastname,
  DateOfBirth: toRecordDate(input.member.dob),
  Email: input.member.email ?? '',
  StudentEmail: input.memberEmail ?? '',
  PhoneNumber: input.member.phoneNumber ?? '',
  Address: input.member.address ?? '',
  City: input.member.city ?? '',
  Province: input.member.province ?? '',
  PostalCode: input.member.postalCode ?? '',
  ClaimAmountTotal: twoDecimals(input.totalCents),
  PayTo: 'Provider',
  IsAccident: input.isAccident,
  AccidentType: input.accidentType ?? '',
  OccupationalInjury: input.accidentType === 'Workplace' ? 'Yes' : 'No',
  IsProvincialMaxed: false,
  Dependent: input.member.dependents.map((dependent) => ({
    DependantNo: dependent.patientId,
    FirstName: dependent.firstName,
    LastName: dependent.lastName,
    DateOfBirth: dependent.dateOfBirth ? toRecordDate(dependent.dateOfBirth) : '',
  })),
  Proof: input.receipts.map((receipt) => ({ FileName: receipt.fileName, ContentType: receipt.contentType })),
  Expense: input.lines.map((line) => ({
    ExpenseDate: toRecordDate(line.expenseDate),
    PatientName: line.patientName,
    DependantNo: line.dependantNo,
    CoverageTypeID: String(line.coverageTypeId).padStart(2, '0'),
    Amount: twoDecimals(line.amountCents),
    Comments: line.comments ?? '',
    ReferralDate: line.referralDate ? toRecordDate(line.referralDate) : '',
  })),
});

/** The record for a caller who may not see the member's dates of birth (spec §2): each one blank, as a missing value is. */
export const withoutDatesOfBirth = (record: ClaimRecord): ClaimRecord => ({
  ...record,
  DateOfBirth: '',
  Dependent: record.Dependent.map((dependent) => ({ ...dependent, DateOfBirth: '' })),
});

/** The referral summary kept in an expense's Comments. */
export const referralComment = (referral: { physicianName: string; registrationNumber: string; referralDate: string }): string =>
  `Referral: ${referral.physicianName}, registration ${referral.registrationNumber}, ${toRecordDate(referral.referralDate)}`;

/**
 * `CPP`, the plan, then the submission time (UTC, to the millisecond) and the claim's sequence number,
 * which keeps two claims of the same millisecond apart.
 */
export const submissionIdFor = (planNumber: string, at: Date, sequence: string): string =>
  `CPP${planNumber}${at.toISOString().replace(/\D/g, '').slice(0, 17)}${sequence.padStart(4, '0').slice(-4)}`;
