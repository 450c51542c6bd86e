import { Migration } from '@mikro-orm/migrations';

/**
 * Claim submission (issue 7): the idempotency request hash, the provider name and downstream record kept
 * with each claim, adjudication reasons per expense line (replacing the single reason text), the
 * coverage name as submitted, and receipts stored with their claim. The claim table is still empty.
 */
export class Migration20261123054812ClaimSubmissionDetails extends Migration {
  override name = 'Migration20261123054812_claim_submission_details';

  override up(): void {
    this.addSql(
      `create table "claim_receipt" ("id" bigserial primary key, "claim_id" bigint not null, "file_name" text not null, "content_type" varchar(64) not null, "size" int not null, "data" bytea not null);`,
    );
    this.addSql(`create index "claim_receipt_claim_id_index" on "claim_receipt" ("claim_id");`);
    this.addSql(
      `alter table "claim" add "request_hash" varchar(64) not null, add "provider_name" text null, add "record" jsonb not null;`,
    );
    this.addSql(`alter table "expense" add "reasons" jsonb not null default '[]', add "coverage_name" text null;`);
    this.addSql(`alter table "expense" drop column "reason";`);
    this.addSql(
      `alter table "claim_receipt" add constraint "claim_receipt_claim_id_foreign" foreign key ("claim_id") references "claim" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "claim_receipt" add constraint "claim_receipt_size_check" check (size > 0);`);
  }
}
