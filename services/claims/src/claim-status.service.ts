import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { auditActorOf, AuditService, memberReadBy } from '@portal/audit';
import {
  Role,
  type AdjudicationReason,
  type Claim,
  type ClaimStatus,
  type ClaimStatusRefresh,
  type ClaimStatusUpdate,
  type PortalClaims,
} from '@portal/contracts';
import { adjudicationReason, VOID_MESSAGES } from '@portal/contracts/claims';
import { ProvidersService } from '@portal/providers';
import { decodeJson } from '@portal/server-database';
import { SET_BY_ADMINISTRATOR } from './adjudication/set-by-administrator';
import { CLAIM_SELECT, toClaimDto, type ClaimRow } from './dto/claim.mapper';

/** Changes one UpdateStatus answer lists at most, newest first. */
export const RECENT_CHANGES_LIMIT = 500;

/** Status changes: an administrator's decision (setStatus) and what the worker's re-adjudication changed (UpdateStatus). */
@Injectable()
export class ClaimStatusService {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: ProvidersService,
    private readonly audit: AuditService,
  ) {}

  async findById(claimId: string): Promise<Claim | null> {
    const [row] = await this.em.execute<ClaimRow[]>(`${CLAIM_SELECT} where c.id = ?`, [claimId]);
    return row ? toClaimDto(row) : null;
  }

  /**
   * Sets a claim's status as an administrator decided it (audited, with the read of the member's data
   * the answer carries); its adjudication reasons stay, with the decision added. A voided or paid claim: 409.
   */
  async setStatus(claimId: string, update: ClaimStatusUpdate, user: PortalClaims, requestId: string): Promise<Claim> {
    await this.em.transactional(async (tx) => {
      const [current] = await tx.execute<{ status: ClaimStatus; reasons: AdjudicationReason[] | string; member_id: string }[]>(
        `select status, reasons, member_id from claim where id = ? for update`,
        [claimId],
      );
      if (!current) throw new NotFoundException('Claim not found');
      if (current.status === 'V' || current.status === 'D') throw new ConflictException(VOID_MESSAGES.notAdjudicatedNow);
      const reasons = decodeJson<AdjudicationReason[]>(current.reasons);
      const decision = adjudicationReason('setByAdministrator', { note: update.note ? `: ${update.note}` : '' });
      const next = [...reasons.filter((reason) => reason.code !== 'setByAdministrator'), decision];
      await tx.execute(`update claim set status = ?, reasons = ?::jsonb, updated_at = now() where id = ?`, [
        update.status,
        JSON.stringify(next),
        claimId,
      ]);
      this.audit.record({
        ...auditActorOf(user),
        action: `claim.status:${current.status}->${update.status}`,
        subjectType: 'claim',
        subjectId: claimId,
        requestId,
      });
      this.audit.record({ ...memberReadBy(user, requestId), subjectId: current.member_id });
    });
    const claim = await this.findById(claimId);
    if (!claim) throw new NotFoundException('Claim not found');
    return claim;
  }

  /**
   * What the worker's re-adjudication changed after `since` among the claims the caller sees (a
   * provider: its own), newest first, and how many of them are still Pending. Reads only: the worker
   * does the re-adjudication on its schedule (ADR 022).
   */
  async recentChanges(user: PortalClaims, since: Date): Promise<ClaimStatusRefresh> {
    const providerId = user.role === Role.Provider ? await this.providers.ownProviderId(user) : null;
    const answer = { since: since.toISOString() };
    if (user.role === Role.Provider && !providerId) return { checked: 0, changed: [], ...answer };
    const own = providerId ? 'and provider_id = ?' : '';
    const ownParams = providerId ? [providerId] : [];
    const [changes, [pending]] = await Promise.all([
      this.em.execute<
        { claim_id: string; submission_id: string; from_status: ClaimStatus; to_status: ClaimStatus; changed_at: Date }[]
      >(
        `select claim_id, submission_id, from_status, to_status, changed_at from claim_status_change
         where changed_at > ? ${own} order by changed_at desc, id desc limit ${RECENT_CHANGES_LIMIT}`,
        [since, ...ownParams],
      ),
      this.em.execute<{ count: string }[]>(
        `select count(*) as count from claim where status = 'P' and not (reasons @> ?::jsonb) ${own}`,
        [SET_BY_ADMINISTRATOR, ...ownParams],
      ),
    ]);
    return {
      checked: Number(pending?.count ?? 0),
      changed: changes.map((row) => ({
        claimId: String(row.claim_id),
        submissionId: row.submission_id,
        from: row.from_status,
        to: row.to_status,
        changedAt: new Date(row.changed_at).toISOString(),
      })),
      ...answer,
    };
  }
}
