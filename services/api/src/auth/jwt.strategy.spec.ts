import { Role, type PortalClaims } from '@portal/contracts';
import passport from 'passport';
import type { AccessTokenVerifier } from './access-token-verifier';
import { bearerToken, JwtStrategy } from './jwt.strategy';
import type { SessionStateChecker } from './session-state-checker';

const user: PortalClaims = { sub: 'u1', role: Role.Administrator, username: 'admin', gid: 'live' };
const verifier = {
  verify: async (token: string) => (token === 'good' ? user : Promise.reject(new Error('bad token'))),
} as AccessTokenVerifier;
const sessions = { assertActive: async () => undefined } as unknown as SessionStateChecker;

describe('bearerToken', () => {
  it('reads the token of a Bearer authorization header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer  abc')).toBe('abc');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('JwtStrategy', () => {
  it('returns the claims of a verified token, nothing without a token, and passes a refusal on', async () => {
    const strategy = new JwtStrategy(verifier, sessions);
    await expect(strategy.validate({ headers: { authorization: 'Bearer good' } })).resolves.toEqual(user);
    await expect(strategy.validate({ headers: {} })).resolves.toBeNull();
    await expect(strategy.validate({ headers: { authorization: 'Bearer bad' } })).rejects.toThrow('bad token');
  });

  it('registers with passport under a name of its own, and leaves when its application closes', () => {
    const strategy = new JwtStrategy(verifier, sessions);
    const another = new JwtStrategy(verifier, sessions);
    expect(strategy.name).not.toBe(another.name);
    const registered = (name: string) => (passport as unknown as { _strategy(name: string): unknown })._strategy(name);
    expect(registered(strategy.name)).toBe(strategy);
    strategy.onModuleDestroy();
    expect(registered(strategy.name)).toBeUndefined();
    expect(registered(another.name)).toBe(another);
  });
});
