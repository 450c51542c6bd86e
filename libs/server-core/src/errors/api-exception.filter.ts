import { Catch, Inject, Injectable, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { requestFacts, type RequestLike } from '../security-events/request-facts';
import type { SecurityEventName, SecurityLog } from '../security-events/security-event';
import { SECURITY_LOG } from '../security-events/security-log.token';
import { databaseRefusal } from './database-refusal';
import { inLanguageOf } from './in-language-of';
import { toApiError } from './to-api-error';

interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body: unknown): void;
}

/** Refusals that are security events (ASVS V16): who was refused, where, from which address. */
const REFUSALS: Partial<Record<number, SecurityEventName>> = {
  401: 'auth.token.refused',
  403: 'access.forbidden',
};

/** A refusal's fixed reason code, given as the exception's `cause` (the caller sees only the message). */
const reasonOf = (exception: unknown): string | undefined => {
  const cause = (exception as { cause?: unknown } | null)?.cause;
  return typeof cause === 'string' ? cause : undefined;
};

/**
 * Every error leaves the API as `apiErrorSchema`, with the request id to quote to support, its messages in
 * French when the client asks for French. A failure is logged (in English) with the route as declared,
 * never the URL (its path and query carry member data).
 */
@Catch()
@Injectable()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(@Inject(SECURITY_LOG) private readonly securityLog: SecurityLog) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<RequestLike & { headers?: Record<string, string | string[] | undefined> }>();
    const reply = http.getResponse<ReplyLike>();
    const body = toApiError(exception, request.id);
    const facts = requestFacts(request);
    if (body.statusCode >= 500) {
      this.logger.error(`${facts.target} failed [${request.id}]`, (exception as Error)?.stack ?? String(exception));
    } else if (databaseRefusal(exception)) {
      // A contract let through what the database refused: a 4xx, but worth a contract fix. Only the
      // SQLSTATE is logged: PostgreSQL's message may quote the refused value.
      const { code } = exception as { code: string };
      this.logger.warn(`${facts.target} refused by the database [${request.id}]: SQLSTATE ${code}`);
    }
    const refusal = REFUSALS[body.statusCode];
    if (refusal) this.securityLog.record({ ...facts, event: refusal, reason: reasonOf(exception) ?? body.message });
    if (request.id) reply.header('x-request-id', request.id);
    reply.status(body.statusCode).send(inLanguageOf(body, request.headers?.['accept-language']));
  }
}
