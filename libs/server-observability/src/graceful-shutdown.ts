import type { Logger } from 'pino';

/** What a process does once, on its first SIGTERM or SIGINT. */
export interface GracefulShutdownOptions {
  logger: Logger;
  /** Turns readiness false: called at once, before anything else. */
  startDraining: () => void;
  /** How long new requests are still served after readiness turned false, so the load balancer notices first. */
  delayMs: number;
  /** Stops accepting connections, lets in-flight requests finish, closes the database. */
  close: () => Promise<void>;
  /** The whole shutdown's limit, the delay included; after it the process exits 1 with an error logged. */
  timeoutMs?: number;
  target?: NodeJS.EventEmitter;
  exit?: (code: number) => void;
}

const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Drains on SIGTERM (and Ctrl-C): not ready at once, still serving for `delayMs`, then closed; exits 0,
 * or 1 when closing failed or took longer than `timeoutMs`.
 */
export function shutDownGracefully({
  logger,
  startDraining,
  delayMs,
  close,
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
  target = process,
  exit = (code) => process.exit(code),
}: GracefulShutdownOptions): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    startDraining();
    logger.info({ signal, delayMs }, 'shutting down: not ready, draining');
    const deadline = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown took too long: exiting with requests or connections still open');
      logger.flush();
      exit(1);
    }, timeoutMs);
    deadline.unref();
    const delay = new Promise((resolve) => setTimeout(resolve, delayMs));
    delay
      .then(close)
      .then(
        () => {
          logger.info('stopped');
          return 0;
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          return 1;
        },
      )
      .then((code) => {
        clearTimeout(deadline);
        logger.flush();
        exit(code);
      });
  };
  target.once('SIGTERM', () => stop('SIGTERM'));
  target.once('SIGINT', () => stop('SIGINT'));
}
