import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121090000Initial } from './20261121090000-initial';

/** Every migration, in order; the list is explicit so bundling cannot drop or reorder one. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121090000_initial', class: Migration20261121090000Initial },
];
