import { Counter, type Registry } from 'prom-client';
import type { SecurityLog } from '@portal/server-core';

/**
 * `identity_sign_in_failures_total{reason}`, counted from the security events the sign-in page records:
 * the events' fixed reasons (`bad-password`, `unknown-account`, `email-unconfirmed`, and
 * `account-locked-out` or `address-locked-out` for an attempt refused by the throttle). The security log
 * is still written as before.
 */
export function countingSignInFailures(log: SecurityLog, registry: Registry): SecurityLog {
  const failures = new Counter({
    name: 'identity_sign_in_failures_total',
    help: 'Sign-ins refused, by reason (*-locked-out: refused by the throttle without checking the password)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  return {
    record(event) {
      if (event.event === 'auth.sign-in.failed' || event.event === 'auth.sign-in.throttled')
        failures.inc({ reason: event.reason ?? 'unknown' });
      log.record(event);
    },
  };
}
