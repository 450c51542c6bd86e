import { buildClaimRecord, referralComment, submissionIdFor, withoutDatesOfBirth } from './claim-record';
import { bytesMatchType } from './receipt-check';

describe('buildClaimRecord', () => {
  const record = buildClaimRecord({
    submissionId: 'CPP110202611230101010000042',
    provider: {
      providerId: 'p-1',
      providerNumber: 'P-0001',
      businessId: 'B1',
      businessName: 'Harbour',
      officeName: 'Harbour Clinic',
      email: 'h@example.test',
    },
    plan: { planNumber: '777', planName: 'Students', isDrawbridgePlan: false },
    member: {
      memberId: '000777001',
      firstname: 'David',
      lastname: 'Tremblay',
      dob: '1990-07-04',
      email: null,
      phoneNumber: null,
      address: null,
      city: null,
      province: null,
      postalCode: null,
      dependents: [{ patientId: '01', firstName: 'Léa', lastName: 'Tremblay', dateOfBirth: '2015-02-03' }],
    },
    memberEmail: null,
    isAccident: true,
    accidentType: 'Motor vehicle',
    totalCents: 12050,
    lines: [
      {
        expenseDate: '2026-11-01',
        patientName: 'LÉA TREMBLAY',
        dependantNo: '01',
        coverageTypeId: 3,
        amountCents: 12050,
        comments: null,
        referralDate: null,
      },
    ],
    receipts: [],
  });

  it('keeps the spec’s formats: mm/dd/yyyy, two decimals, two-digit coverage ids, blanks for what is missing', () => {
    expect(record).toMatchObject({
      FormType: 'Provider Claims Submission',
      PayTo: 'Provider',
      PlanNumber: '777',
      DateOfBirth: '07/04/1990',
      ClaimAmountTotal: '120.50',
      AccidentType: 'Motor vehicle',
      OccupationalInjury: 'No',
      IsProvincialMaxed: false,
      Email: '',
      StudentEmail: '',
      Dependent: [{ DependantNo: '01', FirstName: 'Léa', LastName: 'Tremblay', DateOfBirth: '02/03/2015' }],
      Expense: [{ ExpenseDate: '11/01/2026', CoverageTypeID: '03', Amount: '120.50', Comments: '', ReferralDate: '' }],
    });
  });

  it('blanks every date of birth for a caller who may not see them, and nothing else', () => {
    const masked = withoutDatesOfBirth(record);
    expect(masked.DateOfBirth).toBe('');
    expect(masked.Dependent).toEqual([{ ...record.Dependent[0], DateOfBirth: '' }]);
    expect({ ...masked, DateOfBirth: record.DateOfBirth, Dependent: record.Dependent }).toEqual(record);
    expect(record.DateOfBirth).toBe('07/04/1990');
  });

  it('summarises a referral and numbers submissions uniquely per millisecond', () => {
    expect(referralComment({ physicianName: 'Dr A', registrationNumber: '12', referralDate: '2026-10-31' })).toBe(
      'Referral: Dr A, registration 12, 10/31/2026',
    );
    const at = new Date('2026-11-23T01:02:03.004Z');
    expect(submissionIdFor('110', at, '42')).toBe('CPP110202611230102030040042');
    expect(submissionIdFor('110', at, '12345')).not.toBe(submissionIdFor('110', at, '12346'));
  });
});

describe('bytesMatchType', () => {
  it('checks the file signature against the declared type', () => {
    expect(bytesMatchType(Buffer.from('%PDF-1.7'), 'application/pdf')).toBe(true);
    expect(bytesMatchType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg')).toBe(true);
    expect(bytesMatchType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png')).toBe(true);
    expect(bytesMatchType(Buffer.from('%PDF-1.7'), 'image/png')).toBe(false);
    expect(bytesMatchType(Buffer.from('GIF89a'), 'image/gif')).toBe(false);
  });
});
