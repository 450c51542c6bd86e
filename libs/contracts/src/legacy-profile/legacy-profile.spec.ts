import { legacyCsvRowSchema, legacyOfficeFromRow } from './index';

const row = {
  uid: ' legacy-1 ',
  name: 'Old Clinic',
  register_number: 'REG-9',
  provider_number: '',
  clinicname: 'Old Clinic Downtown',
  businessid: '',
  address: '1 King St',
  city: 'Toronto',
  province: 'on',
  postal: 'm5v3l9',
  phone: '+1 (416) 555-0199',
  extension: '',
  email: 'billing@old.test',
  institution: '004',
  transit: '12345',
  account: '1234567',
};

describe('legacy CSV rows', () => {
  it('normalises a valid row: trimmed uid, province code, postal code, phone digits, empty cells as null', () => {
    const parsed = legacyCsvRowSchema.parse(row);
    expect(parsed).toMatchObject({
      uid: 'legacy-1',
      province: 'ON',
      postal: 'M5V 3L9',
      phone: '4165550199',
      provider_number: null,
      extension: null,
    });
    expect(legacyOfficeFromRow(parsed)).toMatchObject({
      clinicName: 'Old Clinic Downtown',
      accountNumber: '1234567',
      businessId: null,
    });
  });

  it('allows a row without bank details', () => {
    expect(legacyCsvRowSchema.parse({ ...row, institution: '', transit: '', account: '' })).toMatchObject({
      institution: null,
      transit: null,
      account: null,
    });
  });

  it.each([
    ['register_number', 'REG-X', 'Registration number must be valid'],
    ['phone', '555-0199', 'Phone must be valid'],
    ['phone', '', 'Phone is required'],
    ['email', 'nope', 'E-mail must be valid'],
    ['email', '', 'E-mail is required'],
    ['province', 'XX', 'Please Select'],
    ['postal', '12345', 'Postal code must be valid'],
    ['clinicname', ' ', 'Please Enter'],
    ['institution', '12', 'Must be 3 numbers'],
    ['transit', '1234a', 'Must be 5 numbers'],
    ['account', '1234567890123', 'Must be less than 12 numbers'],
    ['account', '123', 'Must be 7 to 12 numbers'],
  ])('rejects %s %j with "%s"', (column, value, message) => {
    const result = legacyCsvRowSchema.safeParse({ ...row, [column]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
