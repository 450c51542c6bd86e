import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { PlansDemoSeeder } from '@portal/plans';
import { LegacyDemoSeeder, ProvidersDemoSeeder } from '@portal/providers';
import { ChangeRequestsDemoSeeder } from '../change-requests/change-requests-demo.seeder';
import { ContentDemoSeeder } from '../content/content-demo.seeder';

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
