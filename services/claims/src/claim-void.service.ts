import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { auditActorOf, AuditService, memberReadBy } from '@portal/audit';
import { Role, type AdjudicationReason, type Claim, type ClaimStatus, type PortalClaims } from '@portal/contracts';
import { adjudicationReason, VOID_MESSAGES } from '@portal/contracts/claims';
import { ProvidersService } from '@portal/providers';
import { decodeJson } from '@portal/server-database';
import { enqueueMail } from '@portal/server-mail';
import { CLAIM_SELECT, toClaimDto, type ClaimRow } from './dto/claim.mapper';
import { explanationOfBenefits } from './submission/explanation-of-benefits';

const NOT_FOUND = 'Claim not found';

const refusalFor = (status: ClaimStatus): ConflictException =>
  new ConflictException(status === 'D' ? VOID_MESSAGES.paid : VOID_MESSAGES.alreadyVoided);

/**
 * POST /claims/{claimId}/void: a Provider its own claim, an Administrator or SuperAdmin any, until it
 * is paid. The claim and its lines become V (their amounts stop counting toward annual maximums), with
 * the reason added to the claim's reasons, an audit entry and the member's notice, in one transaction.
 */
@Injectable()
export class ClaimVoidService {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: ProvidersService,
    private readonly audit: AuditService,
  ) {}

  async void(claimId: string, reason: string, user: PortalClaims, requestId: string): Promise<Claim> {
    const ownProviderId = user.role === Role.Provider ? await this.providers.ownProviderId(user) : null;
    if (user.role === Role.Provider && !ownProviderId) throw new NotFoundException(NOT_FOUND);
    return this.em.transactional(async (tx) => {
      const [current] = await tx.execute<
        { status: ClaimStatus; reasons: AdjudicationReason[] | string; member_id: string; provider_id: string }[]
      >(`select status, reasons, member_id, provider_id from claim where id = ?`, [claimId]);
      if (!current || (ownProviderId && current.provider_id !== ownProviderId)) throw new NotFoundException(NOT_FOUND);
      if (current.status === 'D' || current.status === 'V') throw refusalFor(current.status);
      const reasons = decodeJson<AdjudicationReason[]>(current.reasons);
      // The guard decides a race with a payment run (or another void): the loser finds no row to update.
      const [updated] = await tx.execute<{ id: string }[]>(
        `update claim set status = 'V', reasons = ?::jsonb, updated_at = now()
         where id = ? and status <> 'D' and status <> 'V' returning id`,
        [JSON.stringify([...reasons, adjudicationReason('voided', { reason })]), claimId],
      );
      if (!updated) {
        const [now] = await tx.execute<{ status: ClaimStatus }[]>(`select status from claim where id = ?`, [claimId]);
        throw refusalFor(now?.status ?? 'V');
      }
      await tx.execute(`update expense set status = 'V' where claim_id = ?`, [claimId]);
      const [row] = await tx.execute<ClaimRow[]>(`${CLAIM_SELECT} where c.id = ?`, [claimId]);
      if (!row) throw new NotFoundException(NOT_FOUND);
      const claim = toClaimDto(row);
      if (claim.memberEmail) await enqueueMail(tx, explanationOfBenefits(claim, claim.memberEmail, row.language));
      this.audit.record({
        ...auditActorOf(user),
        action: `claim.void:${current.status}->V`,
        subjectType: 'claim',
        subjectId: claimId,
        requestId,
      });
      this.audit.record({ ...memberReadBy(user, requestId), subjectId: current.member_id });
      return claim;
    });
  }
}
