import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123032842MemberSearchIndexes } from './20261123032842-member-search-indexes';

/** The plans domain's migrations, in order; the API's CLI composes every domain's (services/api/src/migrations). */
export const plansMigrations: MigrationObject[] = [
  { name: 'Migration20261123032842_member_search_indexes', class: Migration20261123032842MemberSearchIndexes },
];
