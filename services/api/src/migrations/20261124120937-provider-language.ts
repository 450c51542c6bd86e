import { Migration } from '@mikro-orm/migrations';

/**
 * The language of a provider's e-mails, and of each deposit's notice (copied when the run makes it).
 * A constant default rewrites no rows; the checks are added NOT VALID and validated after, so the
 * table is not locked while existing rows are scanned.
 */
export class Migration20261124120937ProviderLanguage extends Migration {
  override name = 'Migration20261124120937_provider_language';

  override up(): void {
    for (const table of ['provider', 'deposit']) {
      this.addSql(`alter table "${table}" add "language" varchar(5) not null default 'en';`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_language_check" check (language in ('en', 'fr-CA')) not valid;`,
      );
      this.addSql(`alter table "${table}" validate constraint "${table}_language_check";`);
    }
  }
}
