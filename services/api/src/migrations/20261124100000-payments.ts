import { Migration } from '@mikro-orm/migrations';

/**
 * Payment runs, their deposits and the lines each pays (ADR 025); the deposits that paid a claim and a
 * line, on the claim and the line. The new columns are nullable, so adding them rewrites nothing.
 */
export class Migration20261124100000Payments extends Migration {
  override name = 'Migration20261124100000_payments';

  override up(): void {
    this.addSql(
      `create table "payment_run" ("id" bigserial primary key, "payment_date" date not null, "sequence_no" int not null, "deposit_count" int not null default 0, "claim_count" int not null default 0, "line_count" int not null default 0, "total_amount" numeric(14,2) not null default 0, "created_by" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "payment_run" add constraint "payment_run_payment_date_unique" unique ("payment_date");`);
    this.addSql(`alter table "payment_run" add constraint "payment_run_sequence_no_unique" unique ("sequence_no");`);
    this.addSql(`alter table "payment_run" add constraint "payment_run_total_amount_check" check (total_amount >= 0);`);

    this.addSql(
      `create table "deposit" ("id" bigserial primary key, "run_id" bigint not null, "reference" varchar(32) not null, "payment_date" date not null, "office_sequence" int not null, "provider_id" uuid not null, "office_id" uuid not null, "office_name" text not null, "payee_name" text not null, "direct_deposit_email" text not null, "institution_number" char(3) not null, "transit_number" char(5) not null, "account_number_encrypted" text not null, "amount" numeric(12,2) not null, "claim_count" int not null, "line_count" int not null);`,
    );
    this.addSql(`alter table "deposit" add constraint "deposit_reference_unique" unique ("reference");`);
    this.addSql(`create index "deposit_provider_id_payment_date_id_index" on "deposit" ("provider_id", "payment_date", "id");`);
    this.addSql(`create index "deposit_office_id_payment_date_id_index" on "deposit" ("office_id", "payment_date", "id");`);
    this.addSql(`create index "deposit_payment_date_id_index" on "deposit" ("payment_date", "id");`);
    this.addSql(
      `alter table "deposit" add constraint "deposit_run_id_office_id_office_sequence_unique" unique ("run_id", "office_id", "office_sequence");`,
    );
    this.addSql(`alter table "deposit" add constraint "deposit_amount_check" check (amount > 0 and amount <= 5000);`);
    this.addSql(
      `alter table "deposit" add constraint "deposit_run_id_foreign" foreign key ("run_id") references "payment_run" ("id") on delete restrict;`,
    );

    this.addSql(
      `create table "deposit_line" ("deposit_id" bigint not null, "expense_id" bigint not null, "claim_id" bigint not null, "submission_id" varchar(64) not null, "patient_name" text not null, "expense_date" date not null, "coverage_name" text null, "line_amount" numeric(12,2) not null, "amount_paid" numeric(12,2) not null, primary key ("deposit_id", "expense_id"));`,
    );
    this.addSql(`create index "deposit_line_expense_id_index" on "deposit_line" ("expense_id");`);
    this.addSql(
      `alter table "deposit_line" add constraint "deposit_line_amount_paid_check" check (amount_paid >= 0 and amount_paid <= line_amount);`,
    );
    this.addSql(
      `alter table "deposit_line" add constraint "deposit_line_deposit_id_foreign" foreign key ("deposit_id") references "deposit" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "claim" add column "deposit_references" text null;`);
    this.addSql(`alter table "expense" add column "deposit_references" text null;`);
  }
}
