import { resolve } from 'node:path';
import { getOnce, startServiceProcess, type Answer, type ServiceProcess } from '@portal/server-observability';
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
    const base = `http://127.0.0.1:${api.port}`;
    const answers: (Answer & { sentAt: number; id: string })[] = [];
    let sent = 0;
    let exitedAt = 0;
    void api.exited.then(() => (exitedAt = Date.now()));
    const loop = async () => {
      while (!exitedAt) {
        const sentAt = Date.now();
        const id = `load-${(sent += 1)}`;
        answers.push({ ...(await getOnce(`${base}/api/health`, { 'x-request-id': id })), sentAt, id });
      }
    };
    const loops = Array.from({ length: 6 }, loop);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const signalledAt = Date.now();
    api.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const readiness = await getOnce(`http://127.0.0.1:${api.metricsPort}/readyz`);
    const { code } = await api.exited;
    await Promise.all(loops);

    expect(readiness.status).toBe(503);
    expect(code).toBe(0);
    expect(exitedAt - signalledAt).toBeLessThan(10_000);
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(DELAY_MS);
    // Accepted: the API read the request (it wrote its access line) or answered it. The others were
    // refused, or reset while still in the listen backlog when the port closed: the proxy retries those.
    const served = new Set(api.lines.filter((line) => line['channel'] === 'access').map((line) => line['requestId']));
    const accepted = answers.filter((answer) => answer.status !== undefined || served.has(answer.id));
    const failed = accepted.filter((answer) => answer.status !== 200);
    expect(failed).toEqual([]);
    const notAccepted = answers.filter((answer) => !accepted.includes(answer));
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
