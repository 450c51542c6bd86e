import { Migration } from '@mikro-orm/migrations';

/**
 * Claim search by first or last name (a lower-case prefix) and its capped count use an index instead of
 * reading the whole table (ADR 018). `if not exists`: on a large table they may be built `concurrently`
 * beforehand, without locking writes.
 */
export class Migration20261123101044ClaimNamePrefixIndexes extends Migration {
  override name = 'Migration20261123101044_claim_name_prefix_indexes';

  override up(): void {
    this.addSql(`create index if not exists "claim_first_name_prefix_index" on "claim" (lower("first_name") text_pattern_ops);`);
    this.addSql(`create index if not exists "claim_last_name_prefix_index" on "claim" (lower("last_name") text_pattern_ops);`);
  }
}
