import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { probeSchema } from '@portal/contracts/health';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { loadApiConfig } from '../config/api-config';
import { migrate } from '../database/migrate';
import { createApp } from '../http/create-app';
import { startApi, StartupError } from '../start-api';

describe('pending migrations', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  const config = () => loadApiConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, API_PORT: '0', METRICS_PORT: '0' });

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('refuses to start on an unmigrated database, naming the migrate command', async () => {
    const fresh = await createApp(config(), false);
    await expect(startApi(fresh, config())).rejects.toThrow(StartupError);
    await expect(startApi(await createApp(config(), false), config())).rejects.toThrow(/cli\.js migrate.*pending: Migration/);
  });

  it('reports them in readiness, and is ready once migrated, a migration recorded by a newer version included', async () => {
    app = await createApp(config(), false);
    const pending = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(pending.statusCode).toBe(503);
    expect(probeSchema.parse(pending.json())).toEqual({ status: 'unavailable', reasons: ['migrations pending'] });

    await migrate(db.url, null);
    await app
      .get(MikroORM)
      .em.getConnection()
      .execute(`insert into mikro_orm_migrations (name) values ('Migration29990101000000_from_a_newer_version')`);
    expect((await app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
  });
});
