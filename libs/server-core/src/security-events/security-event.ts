import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from '@portal/server-observability';

/** Everything ASVS V16 asks to be logged, one name per kind of event. */
export type SecurityEventName =
  | 'auth.sign-in.failed'
  | 'auth.sign-in.throttled'
  | 'auth.token.refused'
  | 'auth.session.revoked'
  | 'access.forbidden'
  | 'access.throttled'
  | 'impersonation.refused'
  | 'impersonation.started'
  | 'impersonation.stopped'
  | 'provider.suspended'
  | 'provider.activated'
  | 'change-request.approved'
  | 'change-request.rejected'
  | 'account.password-reset'
  | 'account.password-changed';

/**
 * One security event: who did what, from where, with which request. Never a secret, token, password,
 * bank number or member search term: the fields are named so nothing else has a place to go.
 */
export interface SecurityEvent {
  readonly event: SecurityEventName;
  /** The account behind the request (its subject or username); absent when nobody is signed in. */
  readonly actor?: string;
  /** The admin acting as `actor` during an impersonation. */
  readonly actingAdmin?: string;
  readonly role?: string;
  /** What was acted on: a provider id, a change-request id, a route (`GET /api/claims`), an account. */
  readonly target?: string;
  /** A short fixed reason (`bad-password`, `unknown-kid`, `role`), never free text from the request. */
  readonly reason?: string;
  readonly ip?: string;
  readonly requestId?: string;
  /** Seconds a throttled caller must wait. */
  readonly retryAfter?: number;
}

export interface SecurityLog {
  record(event: SecurityEvent): void;
}

/**
 * JSON lines on stdout (or `destination` in tests), each with the service, an ISO time in UTC and the
 * id of the request being served when the event does not name one.
 */
export function createSecurityLog(service: string, destination?: DestinationStream): SecurityLog {
  const logger: Logger = pino(
    {
      base: { service, channel: 'security' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
  return {
    record: ({ event, ...fields }) => logger.warn({ event, ...fields }, event),
  };
}
