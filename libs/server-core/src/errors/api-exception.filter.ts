import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { databaseRefusal } from './database-refusal';
import { toApiError } from './to-api-error';

interface RequestLike {
  id?: string;
  method?: string;
  url?: string;
}

interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body: unknown): void;
}

/** Every error leaves the API as `apiErrorSchema`, with the request id to quote to support. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<RequestLike>();
    const reply = http.getResponse<ReplyLike>();
    const body = toApiError(exception, request.id);
    if (body.statusCode >= 500) {
      this.logger.error(
        `${request.method} ${request.url} failed [${request.id}]`,
        (exception as Error)?.stack ?? String(exception),
      );
    } else if (databaseRefusal(exception)) {
      // A contract let through what the database refused: a 4xx, but worth a contract fix. Only the
      // SQLSTATE is logged: PostgreSQL's message may quote the refused value.
      const { code } = exception as { code: string };
      this.logger.warn(`${request.method} ${request.url} refused by the database [${request.id}]: SQLSTATE ${code}`);
    }
    if (request.id) reply.header('x-request-id', request.id);
    reply.status(body.statusCode).send(body);
  }
}
