import { Migration } from '@mikro-orm/migrations';

/**
 * The Registered Providers list searches name, provider number, registration number and office names
 * by substring (ILIKE '%...%') and sorts by name: trigram (pg_trgm) GIN indexes keep that fast at
 * 10,000+ providers, and a btree index serves the default order by name.
 */
export class Migration20261123034113ProviderSearchIndexes extends Migration {
  override name = 'Migration20261123034113_provider_search_indexes';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "provider_provider_name_index" on "provider" ("provider_name");`);
    this.addSql(
      `create index "provider_registration_number_trgm_index" on "provider" using gin ("registration_number" gin_trgm_ops);`,
    );
    this.addSql(`create index "provider_provider_number_trgm_index" on "provider" using gin ("provider_number" gin_trgm_ops);`);
    this.addSql(`create index "provider_provider_name_trgm_index" on "provider" using gin ("provider_name" gin_trgm_ops);`);
    this.addSql(`create index "office_office_name_trgm_index" on "office" using gin ("office_name" gin_trgm_ops);`);
  }
}
