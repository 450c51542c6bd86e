import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { createLogger } from './logger';
import { shutDownGracefully } from './graceful-shutdown';

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('test', {}, stream) };
};

describe('shutDownGracefully', () => {
  it('drains at once, closes after the delay, once, and exits 0', async () => {
    const { lines, logger } = capture();
    const target = new EventEmitter();
    const steps: string[] = [];
    const exited = new Promise<number>((exit) =>
      shutDownGracefully({
        logger,
        target,
        delayMs: 30,
        startDraining: () => steps.push('draining'),
        close: async () => {
          steps.push('close');
        },
        exit,
      }),
    );
    target.emit('SIGTERM');
    target.emit('SIGTERM');
    expect(steps).toEqual(['draining']);
    expect(await exited).toBe(0);
    expect(steps).toEqual(['draining', 'close']);
    expect(lines.map((line) => line['msg'])).toEqual(['shutting down: not ready, draining', 'stopped']);
  });

  it('exits 1 with an error logged when closing takes longer than the limit', async () => {
    const { lines, logger } = capture();
    const target = new EventEmitter();
    const exited = new Promise<number>((exit) =>
      shutDownGracefully({
        logger,
        target,
        delayMs: 0,
        timeoutMs: 50,
        startDraining: () => undefined,
        close: () => new Promise(() => undefined),
        exit,
      }),
    );
    target.emit('SIGINT');
    expect(await exited).toBe(1);
    expect(lines.at(-1)).toMatchObject({ level: 'error', timeoutMs: 50 });
  });
});
