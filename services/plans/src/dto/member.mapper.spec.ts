import { toMemberDto, type MemberRow } from './member.mapper';

const PROVIDER = '3f8a1c52-7d1e-4b6a-9c01-000000000001';
const row = (overrides: Partial<MemberRow> = {}): MemberRow => ({
  member_id: '000777001',
  plan: '777',
  subpolicy: '01',
  firstname: 'David',
  lastname: 'Tremblay',
  dob: '19851102',
  email: null,
  address: null,
  city: null,
  province: null,
  postal_code: null,
  phone_number: null,
  provider_id: null,
  dependents: [
    { firstName: 'Eve', lastName: 'Tremblay', patientId: '01', relationship: 'Child', gender: 'F', dateOfBirth: '2015-03-04' },
  ],
  ...overrides,
});

describe('toMemberDto', () => {
  it('masks the dates of birth of a member that does not carry the viewing provider', () => {
    for (const member of [toMemberDto(row(), PROVIDER), toMemberDto(row({ provider_id: 'another' }), PROVIDER)]) {
      expect(member).toMatchObject({ dob: null, dobMasked: true });
      expect(member.dependents[0]?.dateOfBirth).toBeNull();
    }
    expect(toMemberDto(row(), null).dob).toBeNull();
  });

  it("shows them when the record carries the viewer's provider id", () => {
    const member = toMemberDto(row({ provider_id: PROVIDER }), PROVIDER);
    expect(member).toMatchObject({ dob: '19851102', dobMasked: false });
    expect(member.dependents[0]).toMatchObject({ memberId: '000777001', dateOfBirth: '2015-03-04' });
  });

  it('points plan 777 to the 247-{subpolicy} plan and reads dependents sent as JSON text', () => {
    const member = toMemberDto(row({ dependents: JSON.stringify(row().dependents) }), null);
    expect(member.planNumber).toBe('247-01');
    expect(member.dependents.map((d) => d.firstName)).toEqual(['Eve']);
  });
});
