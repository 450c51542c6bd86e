import { Migration } from '@mikro-orm/migrations';

/**
 * A member's earlier lines (the coverage check, the duplicate and annual-maximum rules) from the indexes
 * alone: the member's claim ids from `(member_id, id)`, and per claim its lines from a date on, with
 * what the rules read, from `(claim_id, expense_date) include (…)`. Each replaces the narrower index it
 * starts with. `if (not) exists`: on large tables build them `concurrently` beforehand (and drop the old
 * ones the same way), without locking writes; this then finds them.
 */
export class Migration20261124121558ClaimUsageIndexes extends Migration {
  override name = 'Migration20261124121558_claim_usage_indexes';

  override up(): void {
    this.addSql(`create index if not exists "claim_member_id_id_index" on "claim" ("member_id", "id");`);
    this.addSql(
      `create index if not exists "expense_claim_id_expense_date_index" on "expense" ("claim_id", "expense_date") include ("dependant_no", "coverage_type_id", "amount", "status");`,
    );
    this.addSql(`drop index if exists "claim_member_id_index";`);
    this.addSql(`drop index if exists "expense_claim_id_index";`);
  }
}
