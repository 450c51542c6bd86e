import { Injectable } from '@nestjs/common';

export interface CoverageRef {
  readonly coverageId: number;
  /** The id claims carry downstream for the coverage (CoverageTypeID) when no plan overrides it. */
  readonly assignedId: number;
}

/** What uses the coverage, worded for the refusal (e.g. '2 claims'), or null when nothing does. */
export type CoverageUsageCheck = (coverage: CoverageRef) => Promise<string | null>;

/**
 * Domains that depend on plans (claims, providers) say here what of theirs uses a coverage, so plans can
 * refuse to delete it without reaching into their data. Checks run inside the deleting transaction.
 */
@Injectable()
export class CoverageUsageRegistry {
  private readonly checks: CoverageUsageCheck[] = [];

  register(check: CoverageUsageCheck): void {
    this.checks.push(check);
  }

  async usages(coverage: CoverageRef): Promise<string[]> {
    const usages: string[] = [];
    for (const check of this.checks) {
      const usage = await check(coverage);
      if (usage) usages.push(usage);
    }
    return usages;
  }
}
