import type { MEMBER_MESSAGES } from './member';
import type { ApprovalStatus } from './provider';

export interface ProviderStanding {
  providerNumber: string | null;
  approvalStatus: ApprovalStatus;
  isSuspended: boolean;
}

/** The MEMBER_MESSAGES key of a refusal. */
export type TransactionRefusal = keyof Pick<typeof MEMBER_MESSAGES, 'suspended' | 'notApproved'>;

/**
 * Why a provider may not search members or submit claims, or null when it may (spec §4, DECISIONS
 * "Authorization"): suspended; never approved (no provider number); or a change awaiting approval.
 */
export const transactionRefusal = (provider: ProviderStanding | null): TransactionRefusal | null => {
  if (provider?.isSuspended) return 'suspended';
  if (!provider?.providerNumber || provider.approvalStatus === 'Pending') return 'notApproved';
  return null;
};
