import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { Member, MemberSearchQuery, PortalClaims } from '@portal/contracts';
import { AuditService, memberReadBy } from '@portal/audit';
import { MembersService } from '@portal/plans';
import { ProvidersService } from '@portal/providers';

/**
 * A provider's member search: the provider's standing is read from the database on every request
 * (a suspension applies even to an unexpired token), and every member returned is an audited read.
 */
@Injectable()
export class MemberSearch {
  constructor(
    private readonly em: EntityManager,
    private readonly members: MembersService,
    private readonly providers: ProvidersService,
    private readonly audit: AuditService,
  ) {}

  /** `providerId` from the path must be the caller's own provider; another's is "not found". */
  async search(user: PortalClaims, query: MemberSearchQuery, requestId: string, providerId?: string): Promise<Member[]> {
    const own = await this.providers.ownProviderId(user);
    if (providerId !== undefined && providerId !== own) throw new NotFoundException('Provider not found');
    await this.providers.assertCanTransact(user, 'memberSearch');
    const found = await this.members.search(query, own);
    if (found.length) {
      await this.em.transactional(async () => {
        for (const member of found) {
          this.audit.record({ ...memberReadBy(user, requestId), subjectId: member.memberId });
        }
      });
    }
    return found;
  }
}
