import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123071303ContactMessages } from './20261123071303-contact-messages';

/** The content domain's migrations, in order; the API's CLI composes every domain's (services/api/src/migrations). */
export const contentMigrations: MigrationObject[] = [
  { name: 'Migration20261123071303_contact_messages', class: Migration20261123071303ContactMessages },
];
