import { Migration } from '@mikro-orm/migrations';

/**
 * Member search by name is case-insensitive and by prefix: the plain (lastname, firstname) index could
 * not serve `lower(lastname) like ...`; an expression index with text_pattern_ops does, whatever the
 * collation. Id lookups use the existing unique index on member_id; dependents the (member_id,
 * patient_id) unique index.
 */
export class Migration20261123032842MemberSearchIndexes extends Migration {
  override name = 'Migration20261123032842_member_search_indexes';

  override up(): void {
    this.addSql(`drop index "member_lastname_firstname_index";`);
    this.addSql(
      `create index "member_name_search_index" on "member" (lower("lastname") text_pattern_ops, lower("firstname") text_pattern_ops);`,
    );
  }
}
