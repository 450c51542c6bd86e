import {
  expenseWindow,
  hasCents,
  isOutsideExpenseWindow,
  isRefusal,
  offeredCoverages,
  patientOptions,
  receiptProblem,
  showsReferralNotice,
  toSubmission,
  totalOf,
} from './claim-form-logic';
import { ALICE, PLAN } from './test-members';

const physio = {
  coverageId: 1,
  name: 'Physiotherapy',
  nameFr: 'Physiothérapie',
  assignedId: 11,
  requiresReferral: true,
  customId: null,
  heldForApproval: false,
  perClaimMaximum: null,
  annualMaximum: null,
};
const chiro = {
  ...physio,
  coverageId: 3,
  name: 'Chiropractic',
  nameFr: 'Chiropratique',
  assignedId: 13,
  requiresReferral: false,
};

describe('claim form logic', () => {
  it('shows plan 110 the referral notice only before April 1, 2023', () => {
    expect(showsReferralNotice({ planNumber: '110' }, '2023-03-31')).toBe(true);
    expect(showsReferralNotice({ planNumber: '110' }, '2023-04-01')).toBe(false);
    expect(showsReferralNotice({ planNumber: '110' }, '2026-11-24')).toBe(false);
    expect(showsReferralNotice({ planNumber: '111' }, '2023-03-31')).toBe(false);
  });

  it('lists the member first, labelled (MEMBER), then dependents in upper case with their date of birth', () => {
    expect(patientOptions(ALICE, { self: 'member', masked: 'hidden' })).toEqual([
      { value: '00', label: 'ALICE MARTIN (MEMBER)' },
      { value: '01', label: 'BOB MARTIN — hidden' },
      { value: '02', label: 'CHLOE MARTIN — hidden' },
    ]);
    expect(patientOptions(ALICE, { self: 'participant', masked: 'masquée' })[0]?.label).toBe('ALICE MARTIN (PARTICIPANT)');
  });

  it("offers the plan's coverages the provider is registered for", () => {
    expect(offeredCoverages({ ...PLAN, coverages: [physio, chiro] }, [3, 99])).toEqual([chiro]);
  });

  it('allows dates of service in the last 30 days only', () => {
    const today = '2026-11-23';
    expect(isOutsideExpenseWindow('2026-11-23', today)).toBe(false);
    expect(isOutsideExpenseWindow('2026-10-24', today)).toBe(false);
    expect(isOutsideExpenseWindow('2026-10-23', today)).toBe(true);
    expect(isOutsideExpenseWindow('2026-11-24', today)).toBe(true);
    expect(expenseWindow('2026-03-05')).toEqual({ min: '2026-02-03', max: '2026-03-05' });
  });

  it('accepts amounts with at most two decimals', () => {
    expect(['41', '41.2', '41.25', 41.25, ' 7.10 '].map(hasCents)).toEqual([true, true, true, true, true]);
    expect(['41.255', '-3', '', '1e3'].map(hasCents)).toEqual([false, false, false, false]);
  });

  it('totals amounts to the cent and checks receipts before they are sent', () => {
    expect(totalOf([{ amount: 10.1 }, { amount: 20.2 }, { amount: null }])).toBe(30.3);
    expect(receiptProblem({ type: 'application/pdf', size: 1000 }, 0)).toBeNull();
    expect(receiptProblem({ type: 'image/gif', size: 1000 }, 0)).toBe('receiptType');
    expect(receiptProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 }, 0)).toBe('receiptSize');
    expect(receiptProblem({ type: 'image/png', size: 10 }, 5)).toBe('receiptCount');
  });

  it('builds the POST /claims body, with referrals only where the coverage requires one', () => {
    const referral = { referralDate: '2026-11-01', physicianName: ' Dr A ', registrationNumber: '12' };
    const body = toSubmission(
      {
        isAccident: false,
        accidentType: 'Other',
        memberEmail: ' ',
        expenses: [
          { patientId: '02', expenseDate: '2026-11-20', coverageId: 1, amount: 80, ...referral },
          { patientId: '00', expenseDate: '2026-11-21', coverageId: 3, amount: 45.5, ...referral },
        ],
      },
      { officeId: 'office-1', memberId: '000123456', coverages: [physio, chiro] },
    );
    expect(body).toEqual({
      officeId: 'office-1',
      memberId: '000123456',
      memberEmail: null,
      isAccident: false,
      accidentType: null,
      expenses: [
        {
          patientId: '02',
          expenseDate: '2026-11-20',
          coverageId: 1,
          amount: 80,
          referral: { referralDate: '2026-11-01', physicianName: 'Dr A', registrationNumber: '12' },
        },
        { patientId: '00', expenseDate: '2026-11-21', coverageId: 3, amount: 45.5, referral: null },
      ],
      receipts: [],
    });
  });

  it('tells a refusal (4xx) from a failure whose outcome is unknown', () => {
    expect(isRefusal({ status: 400, data: {} })).toBe(true);
    expect(isRefusal({ status: 409, data: {} })).toBe(true);
    expect(isRefusal({ status: 503, data: {} })).toBe(false);
    expect(isRefusal({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});
