import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123025645ClaimPendingIndex } from './20261123025645-claim-pending-index';
import { Migration20261123054812ClaimSubmissionDetails } from './20261123054812-claim-submission-details';
import { Migration20261123094337ClaimStatusIndex } from './20261123094337-claim-status-index';
import { Migration20261123101044ClaimNamePrefixIndexes } from './20261123101044-claim-name-prefix-indexes';
import { Migration20261124090256ClaimStatusChanges } from './20261124090256-claim-status-changes';
import { Migration20261124094542ClaimStatusesVoidedPaid } from './20261124094542-claim-statuses-voided-paid';
import { Migration20261124121558ClaimUsageIndexes } from './20261124121558-claim-usage-indexes';
import { Migration20261124163000ClaimLanguage } from './20261124163000-claim-language';

/** The claims domain's migrations, in order; the API's CLI composes every domain's (services/api/src/migrations). */
export const claimsMigrations: MigrationObject[] = [
  { name: 'Migration20261123025645_claim_pending_index', class: Migration20261123025645ClaimPendingIndex },
  { name: 'Migration20261123054812_claim_submission_details', class: Migration20261123054812ClaimSubmissionDetails },
  { name: 'Migration20261123094337_claim_status_index', class: Migration20261123094337ClaimStatusIndex },
  { name: 'Migration20261123101044_claim_name_prefix_indexes', class: Migration20261123101044ClaimNamePrefixIndexes },
  { name: 'Migration20261124090256_claim_status_changes', class: Migration20261124090256ClaimStatusChanges },
  { name: 'Migration20261124094542_claim_statuses_voided_paid', class: Migration20261124094542ClaimStatusesVoidedPaid },
  { name: 'Migration20261124121558_claim_usage_indexes', class: Migration20261124121558ClaimUsageIndexes },
  { name: 'Migration20261124163000_claim_language', class: Migration20261124163000ClaimLanguage },
];
