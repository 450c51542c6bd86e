import { Migration } from '@mikro-orm/migrations';

/**
 * Legacy profiles (issue 6 item 2, "Legacy prefill"): the old portal's provider profiles, one row per
 * uid, and their offices, loaded by `npm run import:legacy -- file.csv`. Bank numbers are stored
 * sealed by FieldCipher (text columns), never in clear.
 */
export class Migration20261122044832LegacyProfiles extends Migration {
  override name = 'Migration20261122044832_legacy_profiles';

  override up(): void {
    this.addSql(
      `create table "legacy_profile" ("uid" varchar(128) not null, "name" text not null, "register_number" varchar(64) null, "provider_number" varchar(32) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("uid"));`,
    );
    this.addSql(
      `create table "legacy_office" ("id" uuid not null, "profile_uid" varchar(128) not null, "position" int not null default 0, "clinic_name" text not null, "business_id" varchar(32) null, "address" text not null, "city" text not null, "province" char(2) not null, "postal_code" varchar(10) not null, "phone" varchar(20) not null, "extension" varchar(10) null, "email" text not null, "institution_number_encrypted" text null, "transit_number_encrypted" text null, "account_number_encrypted" text null, primary key ("id"));`,
    );
    this.addSql(`create index "legacy_office_profile_uid_position_index" on "legacy_office" ("profile_uid", "position");`);
    this.addSql(
      `alter table "legacy_office" add constraint "legacy_office_profile_uid_foreign" foreign key ("profile_uid") references "legacy_profile" ("uid") on delete cascade;`,
    );
    this.addSql(`alter table "legacy_office" add constraint "legacy_office_province_check" check (province ~ '^[A-Z]{2}$');`);
  }
}
