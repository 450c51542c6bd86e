import fc from 'fast-check';
import { lockoutAfter, type ThrottlePolicy } from './throttle-policy';

const policy: ThrottlePolicy = { attempts: 5, lockoutSeconds: 60, maxLockoutSeconds: 900, memorySeconds: 3600 };

describe('lockoutAfter', () => {
  it('locks out after the allowed attempts, doubling with each further one up to the maximum', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 50].map((hits) => lockoutAfter(policy, hits))).toEqual([
      0, 0, 60, 120, 240, 480, 900, 900, 900,
    ]);
    expect(lockoutAfter(policy, 10_000)).toBe(900);
  });

  it('never shrinks as attempts grow, never exceeds the maximum, never locks before the limit', () => {
    const policies = fc
      .record({
        attempts: fc.integer({ min: 1, max: 50 }),
        lockoutSeconds: fc.integer({ min: 1, max: 3600 }),
        extra: fc.integer({ min: 0, max: 86_400 }),
      })
      .map(({ attempts, lockoutSeconds, extra }) => ({
        attempts,
        lockoutSeconds,
        maxLockoutSeconds: lockoutSeconds + extra,
        memorySeconds: lockoutSeconds + extra,
      }));
    fc.assert(
      fc.property(policies, fc.integer({ min: 0, max: 2000 }), (p, hits) => {
        const lockout = lockoutAfter(p, hits);
        expect(lockoutAfter(p, hits + 1)).toBeGreaterThanOrEqual(lockout);
        expect(lockout).toBeLessThanOrEqual(p.maxLockoutSeconds);
        expect(lockout === 0).toBe(hits < p.attempts);
      }),
    );
  });
});
