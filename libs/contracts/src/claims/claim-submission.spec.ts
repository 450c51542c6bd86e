import { adjudicationReason, base64Bytes, CLAIM_MESSAGES, claimSubmissionInputSchema, fillMessage, RECEIPT_MAX_BYTES } from '.';

const OFFICE = '6f1c1f7e-8d59-4b8e-9a43-4c1c1e0f6a11';
const expense = { patientId: '00', expenseDate: '2026-11-20', coverageId: 11, amount: 80 };
const messagesOf = (input: unknown) => {
  const result = claimSubmissionInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('claimSubmissionInputSchema', () => {
  it('pads the member id, turns a blank e-mail into null and defaults the rest', () => {
    const claim = claimSubmissionInputSchema.parse({
      officeId: OFFICE,
      memberId: '123456',
      memberEmail: ' ',
      expenses: [expense],
    });
    expect(claim).toMatchObject({
      memberId: '000123456',
      memberEmail: null,
      isAccident: false,
      accidentType: null,
      receipts: [],
    });
    expect(claim.expenses[0]?.referral).toBeNull();
  });

  it('refuses a workplace accident, an accident without a type and a bad e-mail with the spec messages', () => {
    const base = { officeId: OFFICE, memberId: '123456', expenses: [expense] };
    expect(messagesOf({ ...base, isAccident: true, accidentType: 'Workplace' })).toEqual([CLAIM_MESSAGES.workplace]);
    expect(messagesOf({ ...base, isAccident: true })).toEqual([CLAIM_MESSAGES.accidentType]);
    expect(messagesOf({ ...base, memberEmail: 'alice@' })).toEqual([CLAIM_MESSAGES.email]);
  });

  it('requires patient, coverage and a positive amount in cents', () => {
    const base = { officeId: OFFICE, memberId: '123456' };
    expect(messagesOf({ ...base, expenses: [{ ...expense, patientId: '' }] })).toEqual([CLAIM_MESSAGES.patient]);
    expect(messagesOf({ ...base, expenses: [{ ...expense, coverageId: undefined }] })).toEqual([CLAIM_MESSAGES.coverage]);
    expect(messagesOf({ ...base, expenses: [{ ...expense, amount: undefined }] })).toContain(CLAIM_MESSAGES.amount);
    expect(messagesOf({ ...base, expenses: [{ ...expense, amount: 0 }] })).toContain(CLAIM_MESSAGES.amountPositive);
    expect(messagesOf({ ...base, expenses: [{ ...expense, amount: 10.005 }] })).toEqual([CLAIM_MESSAGES.amountCents]);
    expect(messagesOf({ ...base, expenses: [{ ...expense, amount: 10.1 }] })).toEqual([]);
  });

  it('refuses a receipt of another type or over 2 MB', () => {
    const base = { officeId: OFFICE, memberId: '123456', expenses: [expense] };
    const big = 'A'.repeat(Math.ceil((RECEIPT_MAX_BYTES + 3) / 3) * 4);
    expect(messagesOf({ ...base, receipts: [{ fileName: 'a.gif', contentType: 'image/gif', data: 'AAAA' }] })).toEqual([
      CLAIM_MESSAGES.receiptType,
    ]);
    expect(messagesOf({ ...base, receipts: [{ fileName: 'a.pdf', contentType: 'application/pdf', data: big }] })).toEqual([
      CLAIM_MESSAGES.receiptSize,
    ]);
  });
});

describe('helpers', () => {
  it('counts base64 bytes', () => {
    expect(base64Bytes(Buffer.from('hello').toString('base64'))).toBe(5);
    expect(base64Bytes(Buffer.from('hell').toString('base64'))).toBe(4);
  });

  it('fills messages and reasons', () => {
    expect(fillMessage(CLAIM_MESSAGES.planNotEffective, { date: '2027-01-01' })).toBe(
      "Member's Plan is not effective until 2027-01-01",
    );
    expect(adjudicationReason('overPerClaimMaximum', { amount: '$500.00' }).message).toBe(
      'Amount over the per-claim maximum of $500.00',
    );
  });
});
