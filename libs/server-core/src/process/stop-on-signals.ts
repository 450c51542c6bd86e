/** Runs `close` once on the first SIGINT or SIGTERM, then exits 0 (or 1 when closing fails). */
export function stopOnSignals(close: () => Promise<unknown>, target: NodeJS.EventEmitter = process, exit = process.exit): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    close().then(
      () => exit(0),
      (error: unknown) => {
        console.error(error);
        exit(1);
      },
    );
  };
  target.once('SIGINT', stop);
  target.once('SIGTERM', stop);
}
