import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { enqueueMail, MAIL_OUTBOX_SCHEMAS, type MailTransport, type OutgoingMail } from '@portal/server-mail';
import { createLogger } from '@portal/server-observability';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { loadWorkerConfig } from './config/worker-config';
import { startWorker, type WorkerProcess } from './worker-process';
import { WorkerModule } from './worker.module';

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The tables the worker's domain modules map, created from their entities (the API's migrations do it in production). */
async function createDomainSchema(url: string) {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(url), { logger: false, abortOnError: false });
  try {
    await app.get(MikroORM).schema.create();
  } finally {
    await app.close();
  }
}

describe('worker process', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let worker: WorkerProcess | undefined;
  const delivered: OutgoingMail[] = [];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const transport: MailTransport = {
    async send(message) {
      delivered.push(message);
      await gate;
    },
    close: () => undefined,
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pool.on('error', () => undefined);
  });

  afterAll(async () => {
    release();
    await worker?.close();
    await pool?.end();
    await database?.drop();
  });

  const get = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${worker?.opsPort}${path}`);
    return { status: response.status, text: await response.text() };
  };

  it('is not ready while the migrations are pending, and starts working once they ran', async () => {
    const config = loadWorkerConfig({ DATABASE_URL: database.url, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
    worker = await startWorker(config, { logger: createLogger('worker', { level: 'silent' }), transport });
    expect((await get('/livez')).status).toBe(200);
    const pending = await get('/readyz');
    expect(pending.status).toBe(503);
    expect(JSON.parse(pending.text).reasons).toEqual([
      'migrations pending: claim, claim_status_change, payment_run, deposit, mail_outbox.leased_until, mail_outbox.request_id',
    ]);

    for (const sql of MAIL_OUTBOX_SCHEMAS) await pool.query(sql);
    await pool.query('create extension if not exists pg_trgm');
    await createDomainSchema(database.url);
    await until(async () => (await get('/readyz')).status === 200);

    await enqueueMail(pool, { to: 'first@example.test', subject: 'Hello', text: 'x' });
    await until(async () => (await pool.query(`select 1 from mail_outbox where sent_at is not null`)).rowCount === 1);
    expect(delivered.map((message) => message.to)).toEqual(['first@example.test']);

    const metrics = (await get('/metrics')).text;
    expect(metrics).toMatch(/^mail_sent_total\{service="worker"\} 1$/m);
    expect(metrics).toMatch(/^mail_outbox_unsent\{service="worker"\} 0$/m);
    expect(metrics).toMatch(/^mail_outbox_oldest_unsent_age_seconds\{service="worker"\} 0$/m);
    expect(metrics).toMatch(/^mail_outbox_purged_total\{service="worker"\} 0$/m);
  });

  it('reports draining at once on stop, finishes the batch in flight, then closes', async () => {
    gate = new Promise<void>((resolve) => (release = resolve));
    const id = await enqueueMail(pool, { to: 'in-flight@example.test', subject: 'Late', text: 'x' });
    await until(async () => delivered.some((message) => message.id === id));

    const closing = worker?.close();
    const draining = await get('/readyz');
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.text).reasons).toContain('draining');

    release();
    await closing;
    worker = undefined;
    const { rows } = await pool.query<{ sent_at: Date | null; leased_until: Date | null }>(
      `select sent_at, leased_until from mail_outbox where id = $1`,
      [id],
    );
    expect(rows).toEqual([{ sent_at: expect.any(Date), leased_until: null }]);
  });
});
