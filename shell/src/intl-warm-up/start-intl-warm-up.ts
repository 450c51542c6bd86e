/**
 * Starts the worker that pays for the page's first Intl formatters off the main thread (ADR 045). V8
 * keeps ICU's locale lists for the whole renderer process, so a worker's are the page's too. It stops
 * once done; where workers cannot start, the page simply pays on its main thread.
 */
export function startIntlWarmUp(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { name: 'intl-warm-up' });
    const stop = () => worker.terminate();
    worker.addEventListener('message', stop);
    worker.addEventListener('error', stop);
  } catch {
    // A Content-Security-Policy without this origin's workers: the formatters cost their first time.
  }
}
