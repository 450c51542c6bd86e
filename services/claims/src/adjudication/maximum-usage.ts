import type { ClaimStatus } from '@portal/contracts';

/**
 * Lines that use up an annual maximum: accepted, pending, errored (may still be accepted) and paid.
 * Rejected and voided lines free what they claimed.
 */
export const countsTowardMaximums = (status: ClaimStatus): boolean => status !== 'R' && status !== 'V';

/** What is left of a maximum (cents) after `usedCents`; null when the plan sets none. */
export const remainingOf = (maximumCents: number | null, usedCents: number): number | null =>
  maximumCents === null ? null : Math.max(0, maximumCents - usedCents);

/** Whether `amountCents` more, after `usedCents`, goes over a maximum (none set: never). */
export const exceedsMaximum = (maximumCents: number | null, usedCents: number, amountCents: number): maximumCents is number =>
  maximumCents !== null && usedCents + amountCents > maximumCents;
