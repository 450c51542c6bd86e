import { User } from 'oidc-client-ts';
import { createSession } from './session';
import { createUserManager } from './user-manager';

const config = {
  apiBaseUrl: 'http://localhost:3000/api',
  issuer: 'http://localhost:3001',
  clientId: 'portal-shell',
  redirectUri: 'http://localhost:4200/auth/callback',
  postLogoutRedirectUri: 'http://localhost:4200/',
  remotes: {},
  maintenance: false,
};

afterEach(() => window.localStorage.clear());

describe('createSession', () => {
  it('reads the user the OIDC client stored at sign-in, and nothing once it is removed', async () => {
    const userManager = createUserManager(config);
    const user = new User({
      access_token: 'token-1',
      token_type: 'Bearer',
      expires_at: 2_000_000_000,
      profile: { sub: 'sub-1', iss: config.issuer, aud: config.clientId, exp: 0, iat: 0, role: 'Provider' },
    });
    await userManager.storeUser(user);
    const session = createSession(config);
    expect(session.getUser()).toMatchObject({
      access_token: 'token-1',
      expires_at: 2_000_000_000,
      profile: { sub: 'sub-1', role: 'Provider' },
    });
    await userManager.removeUser();
    expect(session.getUser()).toBeNull();
  });

  it('ignores what is not a stored user', () => {
    window.localStorage.setItem(`oidc.user:${config.issuer}:${config.clientId}`, '{not json');
    expect(createSession(config).getUser()).toBeNull();
  });

  it('loads the OIDC client once', async () => {
    const session = createSession(config);
    const client = await session.loadClient();
    expect(await session.loadClient()).toBe(client);
    expect(typeof client.signinRedirect).toBe('function');
  });
});
