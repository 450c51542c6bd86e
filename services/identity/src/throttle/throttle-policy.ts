export interface ThrottlePolicy {
  /** Attempts a key may make before it is locked out. */
  attempts: number;
  /** The first lock-out; each further attempt doubles it, up to `maxLockoutSeconds`. */
  lockoutSeconds: number;
  maxLockoutSeconds: number;
  /** A key's attempts are forgotten after this long without one (at least `maxLockoutSeconds`). */
  memorySeconds: number;
}

/** Seconds a key is locked out after its `hits`-th attempt in a streak; 0 while it has attempts left. */
export function lockoutAfter(policy: ThrottlePolicy, hits: number): number {
  if (hits < policy.attempts) return 0;
  return Math.min(policy.lockoutSeconds * 2 ** (hits - policy.attempts), policy.maxLockoutSeconds);
}
