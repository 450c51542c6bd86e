import { EventEmitter } from 'node:events';
import { jest } from '@jest/globals';
import { stopOnSignals } from './stop-on-signals';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('stopOnSignals', () => {
  it('closes once and exits 0, however many signals arrive', async () => {
    const signals = new EventEmitter();
    let closed = 0;
    const codes: number[] = [];
    stopOnSignals(async () => void closed++, signals, ((code: number) => void codes.push(code)) as never);
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    await settle();
    expect(closed).toBe(1);
    expect(codes).toEqual([0]);
  });

  it('exits 1 when closing fails', async () => {
    const signals = new EventEmitter();
    const codes: number[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stopOnSignals(() => Promise.reject(new Error('stuck')), signals, ((code: number) => void codes.push(code)) as never);
    signals.emit('SIGINT');
    await settle();
    expect(codes).toEqual([1]);
    error.mockRestore();
  });
});
