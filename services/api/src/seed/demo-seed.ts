import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { ContentDemoSeeder } from '@portal/content';
import { PlansDemoSeeder } from '@portal/plans';
import { ChangeRequestsDemoSeeder, LegacyDemoSeeder, ProvidersDemoSeeder } from '@portal/providers';

/** The demo data of every domain, in dependency order; each seeder adds only what is missing. */
export async function runDemoSeed(app: INestApplicationContext): Promise<void> {
  await RequestContext.create(app.get(MikroORM).em, async () => {
    await app.get(PlansDemoSeeder).run();
    await app.get(ProvidersDemoSeeder).run();
    await app.get(ChangeRequestsDemoSeeder).run();
    await app.get(LegacyDemoSeeder).run();
    await app.get(ContentDemoSeeder).run();
  });
}
