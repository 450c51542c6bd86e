import { MEMBER_MESSAGES, type ApprovalStatus } from '@portal/contracts';

export interface ProviderStanding {
  providerNumber: string | null;
  approvalStatus: ApprovalStatus;
  isSuspended: boolean;
}

/**
 * Why a provider may not search members or submit claims, or null when it may (spec §4, DECISIONS
 * "Authorization"): suspended; never approved (no provider number); or a change awaiting approval.
 */
export const transactionRefusal = (provider: ProviderStanding | null): string | null => {
  if (provider?.isSuspended) return MEMBER_MESSAGES.suspended;
  if (!provider?.providerNumber || provider.approvalStatus === 'Pending') return MEMBER_MESSAGES.notApproved;
  return null;
};
