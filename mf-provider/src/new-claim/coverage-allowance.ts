import type { CoverageAllowance } from '@portal/contracts';
import { localized } from '@portal/i18n';
import type { ExpenseValues } from './claim-form-logic';

/** What one expense line would leave, the lines above it with the same coverage counted first (as adjudication does). */
export type LineAllowance =
  | { readonly kind: 'notCovered'; readonly coverage: string }
  | { readonly kind: 'noMaximum'; readonly coverage: string }
  | {
      readonly kind: 'annual';
      readonly amount: number;
      readonly annualMaximum: number;
      /** Before this line: this year's remaining less the lines above. */
      readonly available: number;
      /** Negative when over. */
      readonly leaves: number;
      readonly overPerClaim: number | null;
    }
  | { readonly kind: 'perClaim'; readonly amount: number; readonly overPerClaim: number | null };

const cents = (dollars: number) => Math.round(dollars * 100);

/** Per line, null until it has a coverage and an amount above 0. */
export function lineAllowances(
  expenses: readonly (ExpenseValues | undefined)[],
  coverages: readonly CoverageAllowance[],
  language: string,
): (LineAllowance | null)[] {
  const claimedCents = new Map<number, number>();
  return expenses.map((expense) => {
    const coverage = coverages.find((c) => c.coverageId === expense?.coverageId);
    const amountCents = cents(Number(expense?.amount) || 0);
    if (!coverage || amountCents <= 0) return null;
    if (!coverage.covered) return { kind: 'notCovered', coverage: localized(coverage, 'name', language) };
    const beforeCents = claimedCents.get(coverage.coverageId) ?? 0;
    claimedCents.set(coverage.coverageId, beforeCents + amountCents);
    const perClaimCents = coverage.perClaimMaximum === null ? null : cents(coverage.perClaimMaximum);
    const overPerClaim =
      perClaimCents !== null && beforeCents + amountCents > perClaimCents ? (coverage.perClaimMaximum as number) : null;
    const amount = amountCents / 100;
    if (coverage.remainingThisYear === null || coverage.annualMaximum === null)
      return perClaimCents === null
        ? { kind: 'noMaximum', coverage: localized(coverage, 'name', language) }
        : { kind: 'perClaim', amount, overPerClaim };
    const availableCents = Math.max(0, cents(coverage.remainingThisYear) - beforeCents);
    return {
      kind: 'annual',
      amount,
      annualMaximum: coverage.annualMaximum,
      available: availableCents / 100,
      leaves: (availableCents - amountCents) / 100,
      overPerClaim,
    };
  });
}
