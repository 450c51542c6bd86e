import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122044832LegacyProfiles } from './20261122044832-legacy-profiles';
import { Migration20261123034113ProviderSearchIndexes } from './20261123034113-provider-search-indexes';
import { Migration20261124223800ProviderAccountLookups } from './20261124223800-provider-account-lookups';

/** The providers domain's migrations, in order; the API's CLI composes every domain's (services/api/src/migrations). */
export const providersMigrations: MigrationObject[] = [
  { name: 'Migration20261122044832_legacy_profiles', class: Migration20261122044832LegacyProfiles },
  { name: 'Migration20261123034113_provider_search_indexes', class: Migration20261123034113ProviderSearchIndexes },
  { name: 'Migration20261124223800_provider_account_lookups', class: Migration20261124223800ProviderAccountLookups },
];
