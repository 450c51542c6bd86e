import { resolve } from 'node:path';
import { sigtermUnderLoad, startServiceProcess, type ServiceProcess } from '@portal/server-observability';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { migrate, roleOf } from '../database/migrate';

const API_ROOT = resolve(import.meta.dirname, '../..');
const DELAY_MS = 1500;

/**
 * The built API (`npx nx run api:build`) in a child process under a steady stream of requests, stopped
 * with SIGTERM as Kubernetes stops a pod.
 */
describe('graceful shutdown of the built API', () => {
  let db: TestDatabase;
  let api: ServiceProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrate(db.ownerUrl, roleOf(db.runtimeUrl));
    api = await startServiceProcess(API_ROOT, {
      DATABASE_URL: db.runtimeUrl,
      API_PORT: '0',
      METRICS_PORT: '0',
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
    });
  });
  afterAll(async () => {
    api?.kill('SIGKILL');
    await db?.drop();
  });

  it('turns unready at once, serves through the delay, finishes what it accepted and exits 0 within 10 s', async () => {
    const { signalledAt, exitedAt, code, readinessStatus, accepted, notAccepted } = await sigtermUnderLoad(
      api,
      `http://127.0.0.1:${api.port}/api/health`,
    );
    expect(readinessStatus).toBe(503);
    expect(code).toBe(0);
    expect(exitedAt - signalledAt).toBeLessThan(10_000);
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(DELAY_MS);
    const failed = accepted.filter((answer) => answer.status !== 200);
    expect(failed).toEqual([]);
    for (const answer of notAccepted) expect(answer.refused || answer.sentAt >= signalledAt + DELAY_MS - 50).toBe(true);
    expect(accepted.filter((answer) => answer.sentAt > signalledAt + 200).length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(50);
    console.info(
      `graceful shutdown: ${accepted.length} accepted (${failed.length} failed), ${notAccepted.length} refused or reset before being read, exit ${code} after ${exitedAt - signalledAt} ms`,
    );
    expect(api.lines.map((line) => line['msg'])).toEqual(
      expect.arrayContaining(['shutting down: not ready, draining', 'stopped']),
    );
  });
});
