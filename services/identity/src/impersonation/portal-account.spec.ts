import type { Impersonation } from './impersonation-store';
import { tokenTtl } from './portal-account';

const endingAt = (expiresAt: Date) => ({ expiresAt }) as Impersonation;

describe('tokenTtl', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('keeps the configured lifetime outside an impersonation', () => {
    expect(tokenTtl(3600, undefined, now)).toBe(3600);
  });

  it('ends a token with the impersonation', () => {
    expect(tokenTtl(3600, endingAt(new Date(now + 29 * 60 * 1000)), now)).toBe(29 * 60);
    expect(tokenTtl(60, endingAt(new Date(now + 29 * 60 * 1000)), now)).toBe(60);
  });

  it('never gives a lifetime oidc-provider would reject', () => {
    expect(tokenTtl(3600, endingAt(new Date(now - 1000)), now)).toBe(1);
  });
});
