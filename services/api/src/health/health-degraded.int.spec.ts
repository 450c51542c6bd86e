import { healthSchema } from '@portal/contracts';
import { findFreePort } from '@portal/server-database';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadApiConfig } from '../config/api-config';
import { createApp } from '../http/create-app';

describe('health without a database', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const port = await findFreePort();
    app = await createApp(loadApiConfig({ NODE_ENV: 'test', DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/none` }), false);
  });
  afterAll(() => app?.close());

  it('answers 503 with status degraded', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(healthSchema.parse(response.json())).toMatchObject({ status: 'degraded', database: { status: 'down', latencyMs: null } });
  });
});
