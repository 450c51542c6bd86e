import type { PortalClaims } from '@portal/contracts';
import { auditActorOf } from './audit-actor';
import type { AuditRecord } from './audit.service';

/** A read of member data (DECISIONS, data protection): every answer carrying a member's data writes one per member. */
export const memberReadBy = (user: PortalClaims, requestId: string): Omit<AuditRecord, 'subjectId'> => ({
  ...auditActorOf(user),
  action: 'member.read',
  subjectType: 'member',
  requestId,
});
