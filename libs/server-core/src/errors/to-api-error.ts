import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { ApiError } from '@portal/contracts';
import { databaseRefusal } from './database-refusal';
import { ZodValidationException } from './zod-validation.pipe';

const statusText = (status: number) => STATUS_CODES[status] ?? 'Error';

const messageOf = (response: string | object, fallback: string): string => {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : fallback;
};

/** Maps anything thrown while handling a request to the API's error body; unknown failures never leak details. */
export function toApiError(exception: unknown, requestId: string | undefined): ApiError {
  if (exception instanceof ZodValidationException) {
    return { statusCode: 400, error: statusText(400), message: exception.message, details: exception.details, requestId };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    return {
      statusCode,
      error: statusText(statusCode),
      message: messageOf(exception.getResponse(), statusText(statusCode)),
      requestId,
    };
  }
  // Fastify's own client errors (malformed JSON, unsupported media type, body too large) carry a 4xx statusCode.
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      error: statusText(statusCode),
      message: (exception as Error).message || statusText(statusCode),
      requestId,
    };
  }
  const refusal = databaseRefusal(exception);
  if (refusal)
    return { statusCode: refusal.statusCode, error: statusText(refusal.statusCode), message: refusal.message, requestId };
  return { statusCode: 500, error: statusText(500), message: 'An unexpected error occurred', requestId };
}
