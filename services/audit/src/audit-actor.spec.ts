import { Role } from '@portal/contracts';
import { auditActorOf } from './audit-actor';

describe('auditActorOf', () => {
  const provider = { sub: 'account-1', role: Role.Provider, username: 'provider', providerId: '00000000-0000-4000-8000-000000000001' };

  it('names the signed-in account, acting as nobody else', () => {
    expect(auditActorOf(provider)).toEqual({ actor: 'account-1', actingAs: null });
  });

  it('names the impersonating administrator, acting as the provider', () => {
    expect(auditActorOf({ ...provider, act: { sub: 'admin-1', username: 'admin' } })).toEqual({
      actor: 'admin-1',
      actingAs: provider.providerId,
    });
  });
});
