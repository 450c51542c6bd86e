import { portalClaimsSchema, Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import type { IdentityUser } from './identity-user';
import { portalClaimsFor, userinfoClaimsFor } from './portal-claims';

const provider: IdentityUser = {
  id: '0d6c7f0e-3a57-4c33-9a52-1f1e8f7d2a10',
  username: 'provider',
  email: 'provider@example.test',
  passwordHash: '$argon2id$...',
  role: Role.Provider,
  providerId: DEMO_PROVIDER_IDS.provider,
  oldUid: 'legacy-42',
  emailConfirmedAt: new Date(),
  createdAt: new Date(),
};

describe('portal claims', () => {
  it('maps a provider to exactly the contract claims', () => {
    const claims = portalClaimsFor(provider);
    expect(claims).toEqual({
      sub: provider.id,
      role: 'Provider',
      providerId: DEMO_PROVIDER_IDS.provider,
      username: 'provider',
      oldUid: 'legacy-42',
      email: 'provider@example.test',
    });
    expect(portalClaimsSchema.strict().parse(claims)).toEqual(claims);
  });

  it('keeps providerId and oldUid as null for an administrator', () => {
    const admin = { ...provider, role: Role.Administrator, providerId: null, oldUid: null, username: 'admin' };
    expect(portalClaimsFor(admin)).toMatchObject({ role: 'Administrator', providerId: null, oldUid: null });
  });

  it('carries the e-mail only once it is confirmed (the API proves the oldUid with it)', () => {
    expect(portalClaimsFor({ ...provider, emailConfirmedAt: null }).email).toBeNull();
  });

  it('never issues claims the API would reject', () => {
    expect(() => portalClaimsFor({ ...provider, providerId: 'not-a-uuid' })).toThrow();
  });

  it('adds the standard profile and email claims for the ID token and userinfo', () => {
    expect(userinfoClaimsFor(provider)).toMatchObject({
      preferred_username: 'provider',
      email: 'provider@example.test',
      role: 'Provider',
      providerId: DEMO_PROVIDER_IDS.provider,
    });
  });
});
