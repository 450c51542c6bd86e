import type { MigrationObject } from '@mikro-orm/core';

/**
 * The payments domain's migrations, in order (`npm run migration:create -- payments <name>` adds one).
 * Its tables came from the API's `Migration20261124100000_payments`, which also altered claims' and
 * stays where existing databases recorded it (ADR 051).
 */
export const paymentsMigrations: MigrationObject[] = [];
