import { memberPlanNumber } from '@portal/contracts';
import { legacyCsvRowSchema, legacyOfficeFromRow } from '@portal/contracts/legacy-profile';
import { DEMO_ACCOUNTS, DEMO_LEGACY_UIDS, DEMO_PROVIDER_IDS } from './accounts';
import { DEMO_LEGACY_PROFILES } from './legacy-profiles';
import { DEMO_PROVIDERS } from './providers';
import { DEMO_COVERAGES, DEMO_MEMBERS, DEMO_PLANS } from './reference';

describe('demo data', () => {
  it('links every demo provider to the account of the same username and id', () => {
    for (const provider of DEMO_PROVIDERS) {
      const account = DEMO_ACCOUNTS.find((a) => a.username === provider.username);
      expect(account?.providerId).toBe(provider.providerId);
    }
    expect(new Set(Object.values(DEMO_PROVIDER_IDS)).size).toBe(DEMO_PROVIDERS.length);
  });

  it('has the eight accounts of the contract with unique usernames', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.username)).toEqual([
      'provider',
      'provider2',
      'pending',
      'suspended',
      'newuser',
      'admin',
      'claimsadmin',
      'superadmin',
    ]);
  });

  it('gives coverages unique assigned ids 11 to 16', () => {
    expect(DEMO_COVERAGES.map((c) => c.assignedId)).toEqual([11, 12, 13, 14, 15, 16]);
  });

  it('points every member at a plan, except member 000999001 whose plan 999 does not exist', () => {
    const planOf = (plan: string, subpolicy: string | null) =>
      DEMO_PLANS.find((p) => p.planNumber === memberPlanNumber(plan, subpolicy));
    for (const member of DEMO_MEMBERS) {
      expect(member.memberId).toMatch(/^\d{9}$/);
      if (member.memberId === '000999001') expect(planOf(member.plan, member.subpolicy)).toBeUndefined();
      else expect(planOf(member.plan, member.subpolicy)).toBeDefined();
    }
  });

  it('lets the pending provider wait for its number while approved ones have one', () => {
    for (const provider of DEMO_PROVIDERS) {
      expect(provider.providerNumber === null).toBe(provider.approvalStatus === 'Pending');
    }
  });
});

describe('demo legacy profiles', () => {
  it('has two valid profiles, the first linked to newuser and the second to no account', () => {
    expect(DEMO_LEGACY_PROFILES.map((p) => p.uid)).toEqual([DEMO_LEGACY_UIDS.newuser, DEMO_LEGACY_UIDS.unlinked]);
    expect(DEMO_ACCOUNTS.filter((a) => a.oldUid).map((a) => [a.username, a.oldUid])).toEqual([
      ['newuser', DEMO_LEGACY_UIDS.newuser],
    ]);
    for (const profile of DEMO_LEGACY_PROFILES) {
      for (const office of profile.offices) {
        const row = legacyCsvRowSchema.parse({
          uid: profile.uid,
          name: profile.name,
          register_number: profile.registerNumber ?? '',
          provider_number: profile.providerNumber ?? '',
          clinicname: office.clinicName,
          businessid: office.businessId ?? '',
          address: office.address,
          city: office.city,
          province: office.province,
          postal: office.postalCode,
          phone: office.phone,
          extension: office.extension ?? '',
          email: office.email,
          institution: office.institutionNumber ?? '',
          transit: office.transitNumber ?? '',
          account: office.accountNumber ?? '',
        });
        expect(legacyOfficeFromRow(row)).toEqual(office);
      }
    }
  });
});
