import { changesBankDetails, formatProviderNumber, maskSnapshot, nextBusinessId } from './provider-snapshot';

describe('provider snapshots', () => {
  it('masks account numbers to the last 3 digits and drops the sealed value', () => {
    const masked = maskSnapshot(
      {
        providerId: '00000000-0000-4000-8000-000000000001',
        providerNumber: null,
        providerName: 'A',
        registrationNumber: 'R1',
        email: null,
        file: null,
        coverages: [1],
        offices: [{ accountNumberEncrypted: 'sealed' } as never],
      },
      () => '123456789',
    );
    expect(masked.offices[0]).toEqual({ accountNumber: '******789' });
  });

  it('flags each office whose account number changed since the previous snapshot, even when both end alike', () => {
    const snapshot = (offices: { officeId: string | null; accountNumberEncrypted: string }[]) => ({
      providerId: '00000000-0000-4000-8000-000000000001',
      providerNumber: 'P000001',
      providerName: 'A',
      registrationNumber: 'R1',
      email: null,
      file: null,
      coverages: [1],
      offices: offices as never[],
    });
    const A = '00000000-0000-4000-8000-00000000000a';
    const B = '00000000-0000-4000-8000-00000000000b';
    const previous = snapshot([
      { officeId: A, accountNumberEncrypted: '111222789' },
      { officeId: B, accountNumberEncrypted: '555666777' },
    ]);
    const next = snapshot([
      { officeId: A, accountNumberEncrypted: '999888789' },
      { officeId: B, accountNumberEncrypted: '555666777' },
      { officeId: null, accountNumberEncrypted: '123123123' },
    ]);
    const identity = (sealed: string) => sealed;
    const offices = maskSnapshot(next, identity, previous).offices;
    expect(offices.map((office) => [office.accountNumber, office.accountNumberChanged])).toEqual([
      ['******789', true],
      ['******777', false],
      ['******123', undefined],
    ]);
    expect(maskSnapshot(next, identity).offices.every((office) => office.accountNumberChanged === undefined)).toBe(true);
  });

  it('formats provider numbers as P and 6 digits', () => {
    expect(formatProviderNumber(5)).toBe('P000005');
    expect(formatProviderNumber(1234567)).toBe('P1234567');
  });

  it('numbers business IDs after the highest in use', () => {
    expect(nextBusinessId('P000005', [])).toBe('P000005-1');
    expect(nextBusinessId('P000005', ['P000005-1', null, 'P000005-3', 'X-9'])).toBe('P000005-4');
  });
});

describe('changesBankDetails', () => {
  const A = '00000000-0000-4000-8000-00000000000a';
  const office = { officeId: A, institutionNumber: '001', transitNumber: '12345', accountNumberEncrypted: 'sealed:1234567' };
  const snapshot = (offices: object[]) =>
    ({ providerId: A, providerNumber: 'P000001', providerName: 'A', registrationNumber: 'R1', coverages: [1], offices }) as never;
  const unseal = (sealed: string) => sealed.replace(/^\w+:/, '');

  it('is false when only other fields change or the same account comes back sealed again', () => {
    const next = { ...office, officeName: 'Renamed', accountNumberEncrypted: 'resealed:1234567' };
    expect(changesBankDetails(snapshot([office]), snapshot([next]), unseal)).toBe(false);
    expect(changesBankDetails(snapshot([office, { ...office, officeId: 'b' }]), snapshot([office]), unseal)).toBe(false);
  });

  it.each([
    ['institution', { institutionNumber: '002' }],
    ['transit', { transitNumber: '54321' }],
    ['account', { accountNumberEncrypted: 'sealed:7654321' }],
    ['new office', { officeId: null }],
  ])('is true for a changed %s', (_, change) => {
    expect(changesBankDetails(snapshot([office]), snapshot([{ ...office, ...change }]), unseal)).toBe(true);
  });
});
