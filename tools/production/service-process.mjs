// A service replica started as its container would be, its output kept in a log file (printed when the run fails).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

export function startReplica({ name, cwd, args, env, logDir }) {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env['PATH'], ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, exited, logFile: join(logDir, `${name}.log`) };
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when it is gone. */
export async function stopReplica(replica, graceMs = 10_000) {
  if (replica.child.exitCode !== null || replica.child.signalCode !== null) return replica.exited;
  replica.child.kill('SIGTERM');
  const timer = setTimeout(() => replica.child.kill('SIGKILL'), graceMs);
  const result = await replica.exited;
  clearTimeout(timer);
  return result;
}
