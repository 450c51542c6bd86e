import type { IdentityUser } from '../users/identity-user';
import { accountRef } from './account-ref';

describe('accountRef', () => {
  it('names an existing account by its id', () => {
    expect(accountRef({ id: 'f0e1d2c3-0000-4000-8000-000000000001' } as IdentityUser, 'Provider')).toBe(
      'f0e1d2c3-0000-4000-8000-000000000001',
    );
  });

  it('names an unknown username by a short hash, the same in any case', () => {
    const ref = accountRef(undefined, 'Nobody.Here');
    expect(ref).toMatch(/^unknown:[0-9a-f]{16}$/);
    expect(accountRef(undefined, 'nobody.here')).toBe(ref);
    expect(ref).not.toContain('nobody');
    expect(accountRef(undefined, 'somebody')).not.toBe(ref);
  });
});
