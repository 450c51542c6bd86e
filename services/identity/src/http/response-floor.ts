/**
 * Starts a clock; the returned wait resolves no sooner than `milliseconds` after the start. An answer
 * whose work depends on whether an account exists (a mail queued or not) then takes the same time
 * either way.
 */
export function responseFloor(milliseconds: number): () => Promise<void> {
  const started = performance.now();
  return () => new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.ceil(started + milliseconds - performance.now()))));
}
