import { Migration } from '@mikro-orm/migrations';

/** The re-adjudication changes the worker records for `GET /claims/UpdateStatus` (ADR 022). */
export class Migration20261124090256ClaimStatusChanges extends Migration {
  override name = 'Migration20261124090256_claim_status_changes';

  override up(): void {
    this.addSql(
      `create table "claim_status_change" ("id" bigserial primary key, "claim_id" bigint not null, "provider_id" uuid not null, "submission_id" varchar(64) not null, "from_status" char(1) not null, "to_status" char(1) not null, "changed_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "claim_status_change_provider_id_changed_at_index" on "claim_status_change" ("provider_id", "changed_at");`,
    );
    this.addSql(`create index "claim_status_change_changed_at_index" on "claim_status_change" ("changed_at");`);
    this.addSql(
      `alter table "claim_status_change" add constraint "claim_status_change_status_check" check (from_status in ('A', 'E', 'P', 'R') and to_status in ('A', 'E', 'P', 'R'));`,
    );
  }
}
