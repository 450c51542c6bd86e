/**
 * A trace whose renderer main-thread tasks last their CPU time (`tdur`) instead of their wall time
 * (`dur`). On a loaded machine a task's wall time includes the time its thread waited for a core, which
 * Lighthouse's simulation would then slow down 4x as if it were the page's work; its thread time is what
 * the page cost. Every event inside a task is moved proportionally (order and nesting are kept); events
 * between tasks and other threads are left as they are.
 */
export function toThreadTime(trace) {
  const events = trace.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const windows = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    if (!(event.tdur >= 0) || !(event.dur > 0) || event.tdur >= event.dur) continue;
    if (!windows.has(thread)) windows.set(thread, []);
    windows.get(thread).push({ start: event.ts, end: event.ts + event.dur, factor: event.tdur / event.dur });
  }
  for (const list of windows.values()) list.sort((a, b) => a.start - b.start);

  const within = (list, ts) => {
    let low = 0;
    let high = list.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const window = list[middle];
      if (ts < window.start) high = middle - 1;
      else if (ts > window.end) low = middle + 1;
      else return window;
    }
    return null;
  };
  const traceEvents = events.map((event) => {
    const list = windows.get(`${event.pid}:${event.tid}`);
    const window = list && typeof event.ts === 'number' ? within(list, event.ts) : null;
    if (!window) return event;
    const map = (ts) => Math.round(window.start + (ts - window.start) * window.factor);
    const moved = { ...event, ts: map(event.ts) };
    if (typeof event.dur === 'number') moved.dur = map(event.ts + event.dur) - moved.ts;
    return moved;
  });
  return { ...trace, traceEvents };
}
