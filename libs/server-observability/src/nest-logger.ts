import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

const contextOf = (params: unknown[]): { context?: string; rest: unknown[] } => {
  const last = params.at(-1);
  return typeof last === 'string' ? { context: last, rest: params.slice(0, -1) } : { rest: params };
};

const fields = (context: string | undefined, extra: Record<string, unknown> = {}) => ({
  ...(context && { context }),
  ...extra,
});

/** Nest's logger on pino: Nest's own lines (start-up, errors) as JSON lines with the request id. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.logger.info(fields(contextOf(params).context), String(message));
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.logger.warn(fields(contextOf(params).context), String(message));
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.logger.debug(fields(contextOf(params).context), String(message));
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.logger.trace(fields(contextOf(params).context), String(message));
  }

  /** Nest passes `(message, stack?, context?)`; an Error message keeps its stack. */
  error(message: unknown, ...params: unknown[]): void {
    const { context, rest } = contextOf(params);
    const stack = typeof rest[0] === 'string' ? rest[0] : undefined;
    if (message instanceof Error) this.logger.error(fields(context, { err: message }), message.message);
    else this.logger.error(fields(context, stack ? { stack } : {}), String(message));
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.logger.fatal(fields(contextOf(params).context), String(message));
  }
}
