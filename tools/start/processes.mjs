import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const colours = [36, 35, 33, 32, 34, 31, 96, 95, 93];
let next = 0;

/** Starts a child process whose output is prefixed with its name; `onLine` sees each stdout line. */
export function startProcess(name, command, args, { env, cwd, onLine } = {}) {
  const colour = colours[next++ % colours.length];
  const prefix = process.stdout.isTTY ? `\x1b[${colour}m${name.padEnd(16)}\x1b[0m|` : `${name.padEnd(16)}|`;
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${prefix} ${line}\n`);
      onLine?.(line);
    });
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, exited };
}

/** Runs a command to completion; rejects when it fails. */
export async function run(name, command, args, options) {
  const { exited } = startProcess(name, command, args, options);
  const { code, signal } = await exited;
  if (code !== 0) throw new Error(`${name} failed (${signal ?? `exit code ${code}`})`);
}

/** Resolves with the first regex match on the process's stdout, rejects if it exits first or times out. */
export function startAndWaitForLine(name, command, args, pattern, { env, timeoutMs = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} not ready after ${timeoutMs} ms`)), timeoutMs);
    const started = startProcess(name, command, args, {
      env,
      onLine: (line) => {
        const match = pattern.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve({ ...started, match });
        }
      },
    });
    started.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before it was ready (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Polls a URL until it answers 2xx. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Stops children in reverse start order: SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(started, graceMs = 5_000) {
  for (const { child, exited } of [...started].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}

/** Fails with a clear message when another program already listens on one of the ports. */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) {
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, () => server.close(() => resolve(true)));
    });
    if (!free) busy.push(`${port} (${name})`);
  }
  if (busy.length)
    throw new Error(
      `port ${busy.join(', ')} already in use: stop what runs there or choose other ports (see docs/configuration.md)`,
    );
}
