import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { resolve } from 'node:path';

export interface ServiceProcess {
  port: number;
  metricsPort: number;
  /** Every JSON line it wrote to stdout. */
  lines: Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * A built service (`dist/`) started as the images start it, `node --import ./dist/instrument.js
 * dist/main.js`, resolved once it logged the ports it listens on (`port`, `metricsPort`).
 */
export async function startServiceProcess(serviceRoot: string, env: Record<string, string>): Promise<ServiceProcess> {
  const main = resolve(serviceRoot, 'dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build the service first (npx nx run <service>:build)`);
  const child = spawn(process.execPath, ['--import', resolve(serviceRoot, 'dist/instrument.js'), main], {
    cwd: serviceRoot,
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const ports = new Promise<{ port: number; metricsPort: number }>((done, fail) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const complete = buffer.split('\n');
      buffer = complete.pop() ?? '';
      for (const text of complete.filter(Boolean)) {
        const line = JSON.parse(text) as Record<string, unknown>;
        lines.push(line);
        if (typeof line['metricsPort'] === 'number') done({ port: line['port'] as number, metricsPort: line['metricsPort'] });
      }
    });
    void exited.then(({ code }) => fail(new Error(`exited (${code}) before listening: ${JSON.stringify(lines)} ${stderr}`)));
  });
  return { ...(await ports), lines, exited, kill: (signal) => child.kill(signal) };
}

export interface Answer {
  status?: number;
  /** The connection was refused: the request never reached the process (a load balancer retries it elsewhere). */
  refused?: boolean;
  error?: string;
}

/** One GET on a new connection (no keep-alive), never rejecting: what happened is in the answer. */
export function getOnce(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done) => {
    const req = request(url, { agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      res.resume();
      res.once('end', () => done({ status: res.statusCode }));
      res.once('error', (error) => done({ error: error.message }));
    });
    req.once('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' ? { refused: true } : { error: `${error.code ?? ''} ${error.message}` }),
    );
    req.end();
  });
}
