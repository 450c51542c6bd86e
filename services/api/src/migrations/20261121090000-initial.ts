import { Migration } from '@mikro-orm/migrations';

/** The whole first schema (with the audit log's append-only trigger) and the province reference data. */
export class Migration20261121090000Initial extends Migration {
  override name = 'Migration20261121090000_initial';

  override up(): void {
    this.addSql(`create table "audit_entry" ("id" bigserial primary key, "actor" text not null, "acting_as" text null, "action" varchar(64) not null, "subject_type" varchar(32) not null, "subject_id" text not null, "request_id" varchar(128) null, "at" timestamptz not null default now());`);
    this.addSql(`create index "audit_entry_actor_at_index" on "audit_entry" ("actor", "at");`);
    this.addSql(`create index "audit_entry_subject_type_subject_id_at_index" on "audit_entry" ("subject_type", "subject_id", "at");`);
    this.addSql(`create or replace function "audit_entry_audit_entry_append_only_fn"() returns trigger as $$ begin raise exception 'audit_entry is append-only'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "audit_entry_append_only" BEFORE UPDATE OR DELETE on "audit_entry" for each ROW execute function "audit_entry_audit_entry_append_only_fn"();`);
    this.addSql(`create table "benefits_office" ("id" serial primary key, "name" text not null, "address" text not null, "city" text not null, "province" varchar(2) not null, "postal_code" varchar(10) not null, "telephone" varchar(20) null, "freephone" varchar(20) null, "fax" varchar(20) null, "position" int not null default 0);`);
    this.addSql(`alter table "benefits_office" add constraint "benefits_office_name_unique" unique ("name");`);
    this.addSql(`create table "change_request" ("id" serial primary key, "provider_id" uuid not null, "action" varchar(64) not null, "old_value" jsonb null, "new_value" jsonb null, "approval_status" varchar(16) not null default 'Pending', "is_status_read" boolean not null default false, "timestamp" timestamptz not null default now(), "decided_by" text null, "decided_at" timestamptz null);`);
    this.addSql(`create index "change_request_approval_status_timestamp_index" on "change_request" ("approval_status", "timestamp");`);
    this.addSql(`create index "change_request_provider_id_timestamp_index" on "change_request" ("provider_id", "timestamp");`);
    this.addSql(`alter table "change_request" add constraint "change_request_approval_status_check" check (approval_status in ('Pending', 'Approved', 'Rejected'));`);
    this.addSql(`create table "claim" ("id" bigserial primary key, "submission_id" varchar(64) not null, "idempotency_key" varchar(128) not null, "member_id" char(9) not null, "provider_id" uuid not null, "office_id" uuid not null, "plan_number" varchar(32) not null, "is_drawbridge_plan" boolean not null default false, "provider_number" varchar(32) null, "business_id" varchar(32) null, "business_name" text null, "health_office" text not null, "first_name" text not null, "last_name" text not null, "date_of_birth" date not null, "member_email" text null, "claim_amount_total" numeric(12,2) not null, "is_accident" boolean not null default false, "accident_type" varchar(32) null, "status" char(1) not null default 'P', "reasons" jsonb not null default '[]', "submitted_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "claim" add constraint "claim_submission_id_unique" unique ("submission_id");`);
    this.addSql(`create index "claim_member_id_index" on "claim" ("member_id");`);
    this.addSql(`create index "claim_submitted_at_id_index" on "claim" ("submitted_at", "id");`);
    this.addSql(`create index "claim_provider_id_submitted_at_id_index" on "claim" ("provider_id", "submitted_at", "id");`);
    this.addSql(`alter table "claim" add constraint "claim_provider_id_idempotency_key_unique" unique ("provider_id", "idempotency_key");`);
    this.addSql(`alter table "claim" add constraint "claim_amount_total_check" check (claim_amount_total >= 0);`);
    this.addSql(`alter table "claim" add constraint "claim_status_check" check (status in ('A', 'E', 'P', 'R'));`);
    this.addSql(`create table "coverage" ("id" serial primary key, "name" text not null, "assigned_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "coverage" add constraint "coverage_assigned_id_unique" unique ("assigned_id");`);
    this.addSql(`create table "expense" ("id" bigserial primary key, "claim_id" bigint not null, "expense_date" date not null, "patient_name" text not null, "dependant_no" varchar(2) not null, "coverage_type_id" int not null, "amount" numeric(12,2) not null, "comments" text null, "referral_date" date null, "status" char(1) not null default 'P', "reason" text null);`);
    this.addSql(`create index "expense_claim_id_index" on "expense" ("claim_id");`);
    this.addSql(`alter table "expense" add constraint "expense_amount_check" check (amount >= 0);`);
    this.addSql(`alter table "expense" add constraint "expense_status_check" check (status in ('A', 'E', 'P', 'R'));`);
    this.addSql(`create table "homepage" ("id" serial primary key, "html" text not null, "updated_at" timestamptz not null default now());`);
    this.addSql(`create table "member" ("id" serial primary key, "member_id" char(9) not null, "plan" varchar(16) not null, "subpolicy" varchar(16) null, "firstname" text not null, "lastname" text not null, "dob" date not null, "email" text null, "address" text null, "city" text null, "province" varchar(2) null, "postal_code" varchar(10) null, "phone_number" varchar(20) null, "comments" text null, "provider_id" uuid null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "member" add constraint "member_member_id_unique" unique ("member_id");`);
    this.addSql(`create index "member_lastname_firstname_index" on "member" ("lastname", "firstname");`);
    this.addSql(`alter table "member" add constraint "member_member_id_check" check (member_id ~ '^[0-9]{9}$');`);
    this.addSql(`create table "dependent" ("id" serial primary key, "member_id" int not null, "patient_id" varchar(2) not null, "first_name" text not null, "last_name" text not null, "relationship" varchar(16) not null, "gender" varchar(1) not null, "date_of_birth" date not null);`);
    this.addSql(`alter table "dependent" add constraint "dependent_member_id_patient_id_unique" unique ("member_id", "patient_id");`);
    this.addSql(`create table "plan" ("id" serial primary key, "plan_number" varchar(32) not null, "plan_name" text not null, "effective_date" date not null, "is_drawbridge_plan" boolean not null default false, "plan_identity_id" uuid null, "submission_window_days" int not null default 30, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "plan" add constraint "plan_plan_number_unique" unique ("plan_number");`);
    this.addSql(`create table "plan_coverage" ("id" serial primary key, "plan_id" int not null, "coverage_id" int not null, "requires_referral" boolean not null default false, "custom_id" int null, "held_for_approval" boolean not null default false, "per_claim_maximum" numeric(12,2) null, "annual_maximum" numeric(12,2) null);`);
    this.addSql(`alter table "plan_coverage" add constraint "plan_coverage_plan_id_coverage_id_unique" unique ("plan_id", "coverage_id");`);
    this.addSql(`create table "provider" ("id" uuid not null, "provider_name" text not null, "registration_number" varchar(64) null, "provider_number" varchar(32) null, "username" varchar(128) null, "email" text null, "approval_status" varchar(16) not null default 'Pending', "is_suspended" boolean not null default false, "admin_message" text null, "is_status_read" boolean not null default true, "verify_provider_registration" boolean not null default false, "timezone" text null, "latest_audit_id" int null, "file" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "provider" add constraint "provider_provider_number_unique" unique ("provider_number");`);
    this.addSql(`alter table "provider" add constraint "provider_username_unique" unique ("username");`);
    this.addSql(`alter table "provider" add constraint "provider_approval_status_check" check (approval_status in ('Pending', 'Approved', 'Rejected'));`);
    this.addSql(`create table "provider_coverage" ("provider_id" uuid not null, "coverage_id" int not null, primary key ("provider_id", "coverage_id"));`);
    this.addSql(`create table "province" ("id" int not null, "code" varchar(2) not null, "name" text not null, "location" text not null, "sort_order" int not null, primary key ("id"));`);
    this.addSql(`alter table "province" add constraint "province_code_unique" unique ("code");`);
    this.addSql(`create table "office" ("id" uuid not null, "provider_id" uuid not null, "position" int not null default 0, "office_name" text not null, "registration_number" varchar(64) null, "business_id" varchar(32) null, "business_name" text null, "phone_number" varchar(20) not null, "phone_extension" varchar(10) null, "direct_deposit_email" text not null, "address" text not null, "city" text not null, "province_id" int not null, "postal_code" varchar(10) not null, "primary_contact_firstname" text null, "primary_contact_lastname" text null, "institution_number" char(3) not null, "transit_number" char(5) not null, "account_number_encrypted" text not null, "account_type" varchar(16) not null default 'Chequing', "verify_direct_deposit" boolean not null default false, primary key ("id"));`);
    this.addSql(`create index "office_provider_id_position_index" on "office" ("provider_id", "position");`);
    this.addSql(`alter table "office" add constraint "office_transit_number_check" check (transit_number ~ '^[0-9]{5}$');`);
    this.addSql(`alter table "office" add constraint "office_institution_number_check" check (institution_number ~ '^[0-9]{3}$');`);
    this.addSql(`alter table "office" add constraint "office_account_type_check" check (account_type in ('Chequing', 'Savings'));`);
    this.addSql(`alter table "expense" add constraint "expense_claim_id_foreign" foreign key ("claim_id") references "claim" ("id") on delete cascade;`);
    this.addSql(`alter table "dependent" add constraint "dependent_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);
    this.addSql(`alter table "plan_coverage" add constraint "plan_coverage_plan_id_foreign" foreign key ("plan_id") references "plan" ("id") on delete cascade;`);
    this.addSql(`alter table "plan_coverage" add constraint "plan_coverage_coverage_id_foreign" foreign key ("coverage_id") references "coverage" ("id") on delete restrict;`);
    this.addSql(`alter table "provider_coverage" add constraint "provider_coverage_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete cascade;`);
    this.addSql(`alter table "office" add constraint "office_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete cascade;`);
    this.addSql(`alter table "office" add constraint "office_province_id_foreign" foreign key ("province_id") references "province" ("id") on delete restrict;`);

    // Reference data: 13 provinces and territories alphabetically, then Other (OT) last.
    this.addSql(`insert into "province" ("id", "code", "name", "location", "sort_order") values
      (1, 'AB', 'Alberta', 'America/Edmonton', 1),
      (2, 'BC', 'British Columbia', 'America/Vancouver', 2),
      (3, 'MB', 'Manitoba', 'America/Winnipeg', 3),
      (4, 'NB', 'New Brunswick', 'America/Moncton', 4),
      (5, 'NL', 'Newfoundland and Labrador', 'America/St_Johns', 5),
      (6, 'NT', 'Northwest Territories', 'America/Yellowknife', 6),
      (7, 'NS', 'Nova Scotia', 'America/Halifax', 7),
      (8, 'NU', 'Nunavut', 'America/Iqaluit', 8),
      (9, 'ON', 'Ontario', 'America/Toronto', 9),
      (10, 'PE', 'Prince Edward Island', 'America/Halifax', 10),
      (11, 'QC', 'Quebec', 'America/Toronto', 11),
      (12, 'SK', 'Saskatchewan', 'America/Regina', 12),
      (13, 'YT', 'Yukon', 'America/Whitehorse', 13),
      (14, 'OT', 'Other', 'UTC', 14);`);
  }
}
