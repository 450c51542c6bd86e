import type { AuditService } from '@portal/audit';
import { ConfigError } from '@portal/server-core';

/**
 * At start-up: the API must run as a role that can only append to the audit log and read it. In
 * production anything more refuses the start; elsewhere (one role for everything, a superuser) it warns.
 */
export async function checkAuditLogRole(
  audit: AuditService,
  production: boolean,
  warn: (message: string) => void = console.warn,
): Promise<void> {
  const beyond = await audit.privilegesBeyondAppend();
  if (!beyond.length) return;
  const problem = `DATABASE_URL's role may ${beyond.join(', ')} audit_entry: run the API as the runtime role (docs/notes-audit-roles.md)`;
  if (production) throw new ConfigError([problem]);
  warn(problem);
}
