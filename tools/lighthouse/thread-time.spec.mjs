import { describe, expect, it } from '@jest/globals';
import { toThreadTime } from './thread-time.mjs';

const thread = (pid, tid, name) => ({ ph: 'M', name: 'thread_name', pid, tid, ts: 0, args: { name } });
const task = (ts, dur, tdur, tid = 1) => ({ ph: 'X', name: 'RunTask', pid: 1, tid, ts, dur, tdur });

describe('toThreadTime', () => {
  const trace = {
    traceEvents: [
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'Compositor'),
      task(1000, 400, 100),
      { ph: 'X', name: 'FunctionCall', pid: 1, tid: 1, ts: 1200, dur: 200 },
      { ph: 'I', name: 'LayoutShift', pid: 1, tid: 1, ts: 1300 },
      { ph: 'I', name: 'Between tasks', pid: 1, tid: 1, ts: 1500 },
      task(2000, 100, 100),
      task(1000, 400, 100, 2),
    ],
  };
  const [, , longTask, call, shift, between, fullTask, compositorTask] = toThreadTime(trace).traceEvents;

  it('shortens a main-thread task that waited for a core to its CPU time', () => {
    expect(longTask).toMatchObject({ ts: 1000, dur: 100 });
  });
  it('moves and shortens what happened inside it proportionally, keeping it inside', () => {
    expect(call).toMatchObject({ ts: 1050, dur: 50 });
    expect(shift.ts).toBe(1075);
  });
  it('leaves events between tasks, tasks that never waited and other threads as they were', () => {
    expect(between.ts).toBe(1500);
    expect(fullTask).toMatchObject({ ts: 2000, dur: 100 });
    expect(compositorTask).toMatchObject({ ts: 1000, dur: 400 });
  });
  it('keeps the rest of the trace object', () => {
    expect(toThreadTime({ ...trace, metadata: { source: 'DevTools' } }).metadata).toEqual({ source: 'DevTools' });
  });
});
