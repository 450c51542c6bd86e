import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';

/** Applies pending migrations; returns the names applied. */
export async function migrate(app: INestApplicationContext): Promise<string[]> {
  const applied = await app.get(MikroORM).migrator.up();
  return applied.map((migration) => migration.name);
}
