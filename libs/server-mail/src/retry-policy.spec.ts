import { retryDelayMs } from './retry-policy';

describe('mail retry back-off', () => {
  const policy = { baseDelayMs: 1000, maxDelayMs: 10_000 };

  it('doubles the delay after each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, policy))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(5, policy)).toBe(10_000);
    expect(retryDelayMs(60, policy)).toBe(10_000);
  });
});
