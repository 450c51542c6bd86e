import { Migration } from '@mikro-orm/migrations';

/** Contact-drawer messages (issue 9): kept with the sending account; the index counts an account's recent messages for the rate limit. */
export class Migration20261123071303ContactMessages extends Migration {
  override name = 'Migration20261123071303_contact_messages';

  override up(): void {
    this.addSql(
      `create table "contact_message" ("id" bigserial primary key, "name" text not null, "email" text not null, "subject" text not null, "message" text not null, "sender_subject" text not null, "sender_username" text null, "sender_role" varchar(32) not null, "provider_id" uuid null, "acting_admin" text null, "request_id" varchar(128) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "contact_message_sender_subject_created_at_index" on "contact_message" ("sender_subject", "created_at");`,
    );
  }
}
