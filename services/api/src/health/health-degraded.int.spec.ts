import { createServer, type Server, type Socket } from 'node:net';
import { healthSchema, probeSchema } from '@portal/contracts/health';
import { findFreePort } from '@portal/server-database';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadApiConfig } from '../config/api-config';
import { createApp } from '../http/create-app';

const appOn = async (port: number) =>
  createApp(loadApiConfig({ NODE_ENV: 'test', DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/none` }), false);

describe('health without a database', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await appOn(await findFreePort());
  });
  afterAll(() => app?.close());

  it('answers 503 with status degraded and why, without leaking the connection string', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    const health = healthSchema.parse(response.json());
    expect(health).toMatchObject({
      status: 'degraded',
      database: { status: 'down', latencyMs: null },
    });
    expect(health.database.message).toBe('The database is unreachable');
    expect(response.body).not.toMatch(/postgres:|secret|ECONNREFUSED|127\.0\.0\.1/);
  });
});

describe('health with a database that never answers', () => {
  let app: NestFastifyApplication;
  let server: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    const port = await findFreePort();
    // Accepts connections and says nothing, like a hung server.
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    app = await appOn(port);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up after the check timeout with a 503', async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(healthSchema.parse(response.json()).database).toEqual({
      status: 'down',
      latencyMs: null,
      message: 'timeout of 2000ms exceeded',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('readiness without a database', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await appOn(await findFreePort());
  });
  afterAll(() => app?.close());

  it('answers 503 with a short reason and nothing of the connection, while liveness stays 200', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(response.statusCode).toBe(503);
    expect(probeSchema.parse(response.json())).toEqual({ status: 'unavailable', reasons: ['database unreachable'] });
    expect(response.body).not.toMatch(/postgres:|secret|ECONNREFUSED|127\.0\.0\.1/);
    expect((await app.inject({ method: 'GET', url: '/api/livez' })).statusCode).toBe(200);
  });
});
