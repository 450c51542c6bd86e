import { composeMigrations } from '@portal/server-database';
import { migrationsList } from './migrations-list';

describe('the composed migrations', () => {
  it('keep the names and the order existing databases applied them in', () => {
    expect(migrationsList.map((migration) => migration.name)).toEqual([
      'Migration20261121090000_initial',
      'Migration20261122044832_legacy_profiles',
      'Migration20261122044940_change_requests',
      'Migration20261123005700_mail_outbox',
      'Migration20261123025645_claim_pending_index',
      'Migration20261123032842_member_search_indexes',
      'Migration20261123034113_provider_search_indexes',
      'Migration20261123054812_claim_submission_details',
      'Migration20261123071303_contact_messages',
      'Migration20261123094337_claim_status_index',
      'Migration20261123101044_claim_name_prefix_indexes',
      'Migration20261124061603_api_rate_limits',
      'Migration20261124070850_audit_entry_hash_chain',
      'Migration20261124090256_claim_status_changes',
      'Migration20261124090307_mail_outbox_leases',
      'Migration20261124094542_claim_statuses_voided_paid',
      'Migration20261124100000_payments',
      'Migration20261124120937_provider_language',
      'Migration20261124121558_claim_usage_indexes',
      'Migration20261124163000_claim_language',
      'Migration20261124190019_content_in_french',
      'Migration20261124223800_provider_account_lookups',
      'Migration20261124223801_append_audit_entry',
      'Migration20261125011500_audit_chain_next_free',
    ]);
  });

  it('refuses a name listed by two domains', () => {
    const first = migrationsList.slice(0, 1);
    expect(() => composeMigrations(first, first)).toThrow('Migration Migration20261121090000_initial is listed twice');
  });
});
