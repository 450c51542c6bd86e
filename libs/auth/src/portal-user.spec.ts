import type { User } from 'oidc-client-ts';
import { toPortalUser } from './portal-user';

const userWith = (profile: Record<string, unknown>) =>
  ({ access_token: 'token', profile: { sub: 'sub-1', role: 'Provider', username: 'provider', ...profile } }) as unknown as User;

describe('toPortalUser', () => {
  it('names the administrator of an act claim', () => {
    expect(toPortalUser(userWith({ act: { sub: 'admin-sub', username: 'admin' } }))?.actor).toEqual({
      sub: 'admin-sub',
      username: 'admin',
    });
  });

  it.each([undefined, null, 'admin', { username: 'admin' }])('has no actor for act %p', (act) => {
    expect(toPortalUser(userWith({ act }))?.actor).toBeNull();
  });
});
