import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-context';

export type { Logger } from 'pino';

/**
 * Paths never written, whatever a caller passes: credentials, tokens and the fields that hold member or
 * banking data. A log line names what happened and to which id, never the data itself.
 */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'dateOfBirth',
  '*.dateOfBirth',
  'accountNumber',
  '*.accountNumber',
  'transitNumber',
  '*.transitNumber',
  'email',
  '*.email',
  'memberEmail',
  '*.memberEmail',
  'body',
  '*.body',
  'headers.authorization',
  'headers.cookie',
  'connectionString',
  '*.connectionString',
];

/**
 * JSON lines on stdout with the service, an ISO time, the level's name and, inside a request, its
 * `requestId` (from the AsyncLocalStorage context, so code deep in a call needs no logger argument).
 */
export function createLogger(service: string, options: LoggerOptions = {}, destination?: DestinationStream): Logger {
  return pino(
    {
      level: process.env['LOG_LEVEL'] ?? 'info',
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      ...options,
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
