import { createServer } from 'node:http';
import { jest } from '@jest/globals';
import { findFreePort } from '@portal/server-database';
import { assertPortsFree, run, startAndWaitForLine, stopAll, waitForHttp } from './processes.mjs';

const node = process.execPath;
const silenced = () => jest.spyOn(process.stdout, 'write').mockImplementation(() => true);

describe('npm start process handling', () => {
  let write;
  beforeEach(() => (write = silenced()));
  afterEach(() => write.mockRestore());

  it('names a port another program listens on', async () => {
    const port = await findFreePort();
    const server = createServer().listen(port);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await expect(assertPortsFree({ shell: port })).rejects.toThrow(`port ${port} (shell) already in use`);
    } finally {
      server.close();
    }
    await expect(assertPortsFree({ shell: port })).resolves.toBeUndefined();
  });

  it('reports a step that fails', async () => {
    await expect(run('step', node, ['-e', 'process.exit(3)'])).rejects.toThrow('step failed (exit code 3)');
    await expect(run('step', node, ['-e', '0'])).resolves.toBeUndefined();
  });

  it('waits for a ready line, and fails when the process dies first', async () => {
    const started = await startAndWaitForLine(
      'db',
      node,
      ['-e', 'console.log("ready at x://1"); setInterval(() => {}, 1000)'],
      /ready at (\S+)/,
    );
    expect(started.match[1]).toBe('x://1');
    await stopAll([started]);
    expect(started.child.signalCode).toBe('SIGTERM');
    await expect(startAndWaitForLine('db', node, ['-e', 'process.exit(1)'], /ready/)).rejects.toThrow(
      'db exited before it was ready (exit code 1)',
    );
  });

  it('polls a URL until it answers 2xx, and gives up after the timeout', async () => {
    const port = await findFreePort();
    let calls = 0;
    const server = createServer((_, res) => res.writeHead(++calls < 3 ? 503 : 200).end()).listen(port);
    try {
      await waitForHttp(`http://127.0.0.1:${port}/`, 5_000);
      expect(calls).toBe(3);
    } finally {
      server.close();
    }
    await expect(waitForHttp(`http://127.0.0.1:${await findFreePort()}/`, 300)).rejects.toThrow('did not answer within 300 ms');
  });
});
