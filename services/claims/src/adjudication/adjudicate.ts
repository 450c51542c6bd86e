import { type AdjudicationReason } from '@portal/contracts';
import type { AdjudicatedStatus } from '@portal/contracts/claims';
import { adjudicationReason } from '@portal/contracts/claims';
import { claimsAdjudicated, OUTCOME_OF } from '../claims-metrics';
import { exceedsMaximum } from './maximum-usage';
import { addDays, formatCents } from './money-and-dates';

/** The plan's settings for one coverage it offers. */
export interface PlanCoverageRule {
  readonly coverageTypeId: number;
  readonly heldForApproval: boolean;
  /** Cents, or null when the plan sets no maximum. */
  readonly perClaimMaximum: number | null;
  readonly annualMaximum: number | null;
}

export interface PlanRules {
  readonly effectiveDate: string;
  readonly submissionWindowDays: number;
  /** Keyed by the plans domain's coverage id. */
  readonly coverages: ReadonlyMap<number, PlanCoverageRule>;
}

export interface LineToAdjudicate {
  readonly patientId: string;
  readonly expenseDate: string;
  readonly coverageId: number;
  readonly coverageTypeId: number;
  readonly amountCents: number;
}

/** What else the engine must know, read from the database before it runs. */
export interface AdjudicationFacts {
  /** ISO date the claim was submitted (the window counts back from it). */
  readonly submittedOn: string;
  /** Null when the member's plan does not exist. */
  readonly plan: PlanRules | null;
  readonly providerCoverageIds: ReadonlySet<number>;
  /** `duplicateKey` of every line already submitted for the member (other claims). */
  readonly priorLines: ReadonlySet<string>;
  /** Cents already claimed per `annualKey` by other claims' lines that count (`countsTowardMaximums`). */
  readonly priorAnnualCents: ReadonlyMap<string, number>;
}

export interface LineOutcome {
  readonly status: AdjudicatedStatus;
  readonly reasons: AdjudicationReason[];
}

export interface ClaimOutcome extends LineOutcome {
  readonly lines: LineOutcome[];
}

export const duplicateKey = (line: Pick<LineToAdjudicate, 'patientId' | 'coverageTypeId' | 'expenseDate' | 'amountCents'>) =>
  `${line.patientId}|${line.coverageTypeId}|${line.expenseDate}|${line.amountCents}`;

export const annualKey = (coverageTypeId: number, expenseDate: string) => `${coverageTypeId}|${expenseDate.slice(0, 4)}`;

/**
 * `submittedOn` is a UTC date, and every Canadian local date is the same or one day behind it: a
 * day's grace keeps a date of service exactly at the window's start, in local time, inside it.
 */
export const TIME_ZONE_GRACE_DAYS = 1;

const ACCEPTED: LineOutcome = { status: 'A', reasons: [] };
const rejected = (reason: AdjudicationReason): LineOutcome => ({ status: 'R', reasons: [reason] });

/**
 * DECISIONS "Claims": the rules in order. A rejection stops at its first rule; the reasons to hold a
 * line Pending add up (a line can be both a possible duplicate and over a maximum).
 */
function adjudicateLine(
  line: LineToAdjudicate,
  facts: AdjudicationFacts,
  seenInClaim: Set<string>,
  claimCentsByCoverage: Map<number, number>,
  annualCents: Map<string, number>,
): LineOutcome {
  const { plan } = facts;
  if (!plan || line.expenseDate < plan.effectiveDate) return rejected(adjudicationReason('notEnrolled'));
  const rule = plan.coverages.get(line.coverageId);
  if (!rule || !facts.providerCoverageIds.has(line.coverageId)) return rejected(adjudicationReason('coverageNotOffered'));
  const windowStart = addDays(facts.submittedOn, -plan.submissionWindowDays - TIME_ZONE_GRACE_DAYS);
  if (line.expenseDate < windowStart || line.expenseDate > facts.submittedOn)
    return rejected(adjudicationReason('outsideSubmissionWindow', { days: String(plan.submissionWindowDays) }));

  const held: AdjudicationReason[] = [];
  const key = duplicateKey(line);
  if (facts.priorLines.has(key) || seenInClaim.has(key)) held.push(adjudicationReason('possibleDuplicate'));
  seenInClaim.add(key);
  if (rule.heldForApproval) held.push(adjudicationReason('heldForApproval'));

  const claimCents = claimCentsByCoverage.get(line.coverageId) ?? 0;
  claimCentsByCoverage.set(line.coverageId, claimCents + line.amountCents);
  if (exceedsMaximum(rule.perClaimMaximum, claimCents, line.amountCents))
    held.push(adjudicationReason('overPerClaimMaximum', { amount: formatCents(rule.perClaimMaximum) }));

  const yearKey = annualKey(line.coverageTypeId, line.expenseDate);
  const yearCents = annualCents.get(yearKey) ?? facts.priorAnnualCents.get(yearKey) ?? 0;
  annualCents.set(yearKey, yearCents + line.amountCents);
  if (exceedsMaximum(rule.annualMaximum, yearCents, line.amountCents))
    held.push(adjudicationReason('overAnnualMaximum', { amount: formatCents(rule.annualMaximum) }));

  return held.length ? { status: 'P', reasons: held } : ACCEPTED;
}

/** The claim's status from its lines: any error, else any pending, else any accepted, else rejected. */
export function claimStatusOf(lines: readonly LineOutcome[]): AdjudicatedStatus {
  if (lines.some((line) => line.status === 'E')) return 'E';
  if (lines.some((line) => line.status === 'P')) return 'P';
  if (lines.some((line) => line.status === 'A')) return 'A';
  return 'R';
}

/**
 * Adjudicates a claim's lines; anything the engine cannot evaluate is an Error line, never a crash.
 * Counted here, the one path of a submission and of every re-adjudication (API or worker).
 */
export function adjudicate(lines: readonly LineToAdjudicate[], facts: AdjudicationFacts): ClaimOutcome {
  const seen = new Set<string>();
  const claimCents = new Map<number, number>();
  const annualCents = new Map<string, number>();
  const outcomes = lines.map((line): LineOutcome => {
    try {
      if (!Number.isInteger(line.amountCents) || !/^\d{4}-\d{2}-\d{2}$/.test(line.expenseDate))
        throw new Error('unreadable line');
      return adjudicateLine(line, facts, seen, claimCents, annualCents);
    } catch {
      return { status: 'E', reasons: [adjudicationReason('cannotEvaluate')] };
    }
  });
  const reasons = new Map<string, AdjudicationReason>();
  for (const outcome of outcomes) for (const reason of outcome.reasons) reasons.set(reason.message, reason);
  const status = claimStatusOf(outcomes);
  claimsAdjudicated.inc({ outcome: OUTCOME_OF[status] });
  return { status, reasons: [...reasons.values()], lines: outcomes };
}
