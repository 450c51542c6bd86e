import { resolve } from 'node:path';
import { getOnce, startServiceProcess, type Answer, type ServiceProcess } from '@portal/server-observability';
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
    const base = `http://127.0.0.1:${identity.port}`;
    const answers: (Answer & { sentAt: number; id: string })[] = [];
    let sent = 0;
    let exitedAt = 0;
    void identity.exited.then(() => (exitedAt = Date.now()));
    const loop = async () => {
      while (!exitedAt) {
        const sentAt = Date.now();
        const id = `load-${(sent += 1)}`;
        answers.push({ ...(await getOnce(`${base}/health`, { 'x-request-id': id })), sentAt, id });
      }
    };
    const loops = Array.from({ length: 6 }, loop);

    await new Promise((done) => setTimeout(done, 1000));
    const signalledAt = Date.now();
    identity.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 200));
    const readiness = await getOnce(`http://127.0.0.1:${identity.metricsPort}/readyz`);
    const { code } = await identity.exited;
    await Promise.all(loops);

    expect(readiness.status).toBe(503);
    expect(code).toBe(0);
    expect(exitedAt - signalledAt).toBeLessThan(10_000);
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(DELAY_MS);
    // Accepted: read by the service (its access line) or answered; the rest never reached it.
    const served = new Set(identity.lines.filter((line) => line['channel'] === 'access').map((line) => line['requestId']));
    const accepted = answers.filter((answer) => answer.status !== undefined || served.has(answer.id));
    expect(accepted.filter((answer) => answer.status !== 200)).toEqual([]);
    const notAccepted = answers.filter((answer) => !accepted.includes(answer));
    for (const answer of notAccepted) expect(answer.refused || answer.sentAt >= signalledAt + DELAY_MS - 50).toBe(true);
    expect(accepted.filter((answer) => answer.sentAt > signalledAt + 200).length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(50);
  });
});
