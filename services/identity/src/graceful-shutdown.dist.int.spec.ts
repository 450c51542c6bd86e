import { resolve } from 'node:path';
import { sigtermUnderLoad, startServiceProcess, type ServiceProcess } from '@portal/server-observability';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { prepareDatabase } from './testing/identity-test-server';

const IDENTITY_ROOT = resolve(import.meta.dirname, '..');
const DELAY_MS = 1500;

/** The built identity service (`npx nx run identity:build`) stopped with SIGTERM under a steady stream of requests. */
describe('graceful shutdown of the built identity service', () => {
  let db: TestDatabase;
  let identity: ServiceProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    await prepareDatabase(db.url);
    identity = await startServiceProcess(IDENTITY_ROOT, {
      DATABASE_URL: db.url,
      IDENTITY_PORT: '0',
      IDENTITY_HOST: '127.0.0.1',
      METRICS_PORT: '0',
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
    });
  });
  afterAll(async () => {
    identity?.kill('SIGKILL');
    await db?.drop();
  });

  it('turns unready at once, serves through the delay, finishes what it accepted and exits 0 within 10 s', async () => {
    const { signalledAt, exitedAt, code, readinessStatus, accepted, notAccepted } = await sigtermUnderLoad(
      identity,
      `http://127.0.0.1:${identity.port}/health`,
    );
    expect(readinessStatus).toBe(503);
    expect(code).toBe(0);
    expect(exitedAt - signalledAt).toBeLessThan(10_000);
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(DELAY_MS);
    expect(accepted.filter((answer) => answer.status !== 200)).toEqual([]);
    for (const answer of notAccepted) expect(answer.refused || answer.sentAt >= signalledAt + DELAY_MS - 50).toBe(true);
    expect(accepted.filter((answer) => answer.sentAt > signalledAt + 200).length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(50);
  });
});
