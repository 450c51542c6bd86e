import { Migration } from '@mikro-orm/migrations';

/**
 * Change requests carry the provider's name and number for the approvals search; a provider records
 * the identity account (subject) that registered it; provider numbers come from a sequence
 * (`P` + 6 digits, README "Provider registration and approvals").
 */
export class Migration20261122044940ChangeRequests extends Migration {
  override name = 'Migration20261122044940_change_requests';

  override up(): void {
    this.addSql(
      `alter table "change_request" add "provider_name" text not null default '', add "provider_number" varchar(32) null;`,
    );
    this.addSql(`alter table "change_request" alter column "provider_name" drop default;`);
    this.addSql(`create index "change_request_timestamp_index" on "change_request" ("timestamp");`);
    this.addSql(`alter table "provider" add "account_subject" text null;`);
    this.addSql(`alter table "provider" add constraint "provider_account_subject_unique" unique ("account_subject");`);
    this.addSql(`create sequence if not exists "provider_number_seq" start with 1 minvalue 1 no cycle;`);
  }
}
