import { Migration } from '@mikro-orm/migrations';

/**
 * The language of a claim's e-mails (its explanations of benefits), its provider's language of e-mails
 * when it was sent. A constant default rewrites no rows; the check is added NOT VALID and validated after.
 */
export class Migration20261124163000ClaimLanguage extends Migration {
  override name = 'Migration20261124163000_claim_language';

  override up(): void {
    this.addSql(`alter table "claim" add "language" varchar(5) not null default 'en';`);
    this.addSql(`alter table "claim" add constraint "claim_language_check" check (language in ('en', 'fr-CA')) not valid;`);
    this.addSql(`alter table "claim" validate constraint "claim_language_check";`);
  }
}
