import { SetMetadata } from '@nestjs/common';
import type { SecurityEventName } from './security-event';

export const SECURITY_EVENT_KEY = 'portal:security-event';

/** The event a route's success is, fixed or read from what the route returned. */
export type SecurityEventOf = SecurityEventName | ((result: unknown) => SecurityEventName);

/** Records one security event each time the route succeeds (`SecurityEventInterceptor`). */
export const LogsSecurityEvent = (event: SecurityEventOf) => SetMetadata(SECURITY_EVENT_KEY, event);
