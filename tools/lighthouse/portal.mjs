// The product as `npm start` runs it, as the e2e suite starts it: ports of its own (the defaults +
// 300, or + LIGHTHOUSE_PORT_OFFSET) and a fresh embedded database, so it runs beside `npm start` and Playwright.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { REMOTES } from '../remotes.mjs';
import { workspaceRoot } from '../start/settings.mjs';

const dataDir = resolve(workspaceRoot, '.data/lighthouse-postgres');
const mailDir = resolve(workspaceRoot, '.data/lighthouse-mail');

export function portalEnvironment(offset) {
  const env = {
    // Always the embedded server, whatever the shell exports.
    DATABASE_URL: '',
    EMBEDDED_DB_DIR: dataDir,
    EMBEDDED_DB_PORT: String(5433 + offset),
    SHELL_CONFIG_FILE: resolve(workspaceRoot, '.data/lighthouse-shell-config.json'),
    SHELL_PORT: String(4200 + offset),
    API_PORT: String(3000 + offset),
    IDENTITY_PORT: String(3001 + offset),
    API_METRICS_PORT: String(9464 + offset),
    IDENTITY_METRICS_PORT: String(9465 + offset),
    WORKER_METRICS_PORT: String(9466 + offset),
    MAIL_DIR: mailDir,
  };
  for (const remote of REMOTES) {
    env[remote.portVariable] = String(remote.port + offset);
    env[remote.devPortVariable] = String(remote.devPort + offset);
  }
  return env;
}

/** Starts the portal on the demo seed; resolves once every process answers, with the shell's URL and a stop function. */
export async function startPortal({ offset }) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  const env = portalEnvironment(offset);
  const child = spawn(process.execPath, [resolve(workspaceRoot, 'tools/start/start.mjs')], {
    cwd: workspaceRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The output's tail, for the error when it stops; start.mjs prints its banner once everything answers.
  let tail = '';
  let announceReady;
  const ready = new Promise((ok) => (announceReady = ok));
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      tail = (tail + chunk).slice(-8000);
      if (tail.includes('Provider portal ready')) announceReady();
    });
  const exited = new Promise((ok) => child.once('exit', (code, signal) => ok({ code, signal })));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const failed = exited.then(({ code, signal }) => {
    throw new Error(`npm start stopped (${signal ?? `exit code ${code}`}):\n${tail}`);
  });
  failed.catch(() => undefined);
  let timer;
  const timeout = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error('the portal was not ready within 240 s')), 240_000);
  });
  try {
    await Promise.race([ready, failed, timeout]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { shell: `http://localhost:${env.SHELL_PORT}`, stop };
}
