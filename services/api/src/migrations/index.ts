import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121090000Initial } from './20261121090000-initial';
import { Migration20261122044832LegacyProfiles } from './20261122044832-legacy-profiles';
import { Migration20261122044940ChangeRequests } from './20261122044940-change-requests';
import { Migration20261123005700MailOutbox } from './20261123005700-mail-outbox';
import { Migration20261123025645ClaimPendingIndex } from './20261123025645-claim-pending-index';
import { Migration20261123032842MemberSearchIndexes } from './20261123032842-member-search-indexes';
import { Migration20261123034113ProviderSearchIndexes } from './20261123034113-provider-search-indexes';
import { Migration20261123054812ClaimSubmissionDetails } from './20261123054812-claim-submission-details';
import { Migration20261123071303ContactMessages } from './20261123071303-contact-messages';
import { Migration20261123094337ClaimStatusIndex } from './20261123094337-claim-status-index';
import { Migration20261123101044ClaimNamePrefixIndexes } from './20261123101044-claim-name-prefix-indexes';
import { Migration20261124061603ApiRateLimits } from './20261124061603-api-rate-limits';
import { Migration20261124070850AuditEntryHashChain } from './20261124070850-audit-entry-hash-chain';
import { Migration20261124090256ClaimStatusChanges } from './20261124090256-claim-status-changes';
import { Migration20261124090307MailOutboxLeases } from './20261124090307-mail-outbox-leases';
import { Migration20261124094542ClaimStatusesVoidedPaid } from './20261124094542-claim-statuses-voided-paid';
import { Migration20261124100000Payments } from './20261124100000-payments';
import { Migration20261124120937ProviderLanguage } from './20261124120937-provider-language';
import { Migration20261124121558ClaimUsageIndexes } from './20261124121558-claim-usage-indexes';
import { Migration20261124163000ClaimLanguage } from './20261124163000-claim-language';
import { Migration20261124190019ContentInFrench } from './20261124190019-content-in-french';

/** Every migration, in order; the list is explicit so bundling cannot drop or reorder one. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121090000_initial', class: Migration20261121090000Initial },
  { name: 'Migration20261122044832_legacy_profiles', class: Migration20261122044832LegacyProfiles },
  { name: 'Migration20261122044940_change_requests', class: Migration20261122044940ChangeRequests },
  { name: 'Migration20261123005700_mail_outbox', class: Migration20261123005700MailOutbox },
  { name: 'Migration20261123025645_claim_pending_index', class: Migration20261123025645ClaimPendingIndex },
  { name: 'Migration20261123032842_member_search_indexes', class: Migration20261123032842MemberSearchIndexes },
  { name: 'Migration20261123034113_provider_search_indexes', class: Migration20261123034113ProviderSearchIndexes },
  { name: 'Migration20261123054812_claim_submission_details', class: Migration20261123054812ClaimSubmissionDetails },
  { name: 'Migration20261123071303_contact_messages', class: Migration20261123071303ContactMessages },
  { name: 'Migration20261123094337_claim_status_index', class: Migration20261123094337ClaimStatusIndex },
  { name: 'Migration20261123101044_claim_name_prefix_indexes', class: Migration20261123101044ClaimNamePrefixIndexes },
  { name: 'Migration20261124061603_api_rate_limits', class: Migration20261124061603ApiRateLimits },
  { name: 'Migration20261124070850_audit_entry_hash_chain', class: Migration20261124070850AuditEntryHashChain },
  { name: 'Migration20261124090256_claim_status_changes', class: Migration20261124090256ClaimStatusChanges },
  { name: 'Migration20261124090307_mail_outbox_leases', class: Migration20261124090307MailOutboxLeases },
  { name: 'Migration20261124094542_claim_statuses_voided_paid', class: Migration20261124094542ClaimStatusesVoidedPaid },
  { name: 'Migration20261124100000_payments', class: Migration20261124100000Payments },
  { name: 'Migration20261124120937_provider_language', class: Migration20261124120937ProviderLanguage },
  { name: 'Migration20261124121558_claim_usage_indexes', class: Migration20261124121558ClaimUsageIndexes },
  { name: 'Migration20261124163000_claim_language', class: Migration20261124163000ClaimLanguage },
  { name: 'Migration20261124190019_content_in_french', class: Migration20261124190019ContentInFrench },
];
