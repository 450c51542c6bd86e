import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { MEMBER_MESSAGES, type Member, type MemberSearchQuery, type PortalClaims } from '@portal/contracts';
import { AuditService, memberReadBy } from '@portal/audit';
import { MembersService } from '../members.service';
import { ProviderStanding } from './provider-standing';

/**
 * A provider's member search: the provider's standing is read from the database on every request
 * (a suspension applies even to an unexpired token), and every member returned is an audited read.
 * Standing, search and audit entries are one statement (issue 19 §5): it reads and writes only while
 * the provider stands; when it does not, `assertCanTransact` says why (403 with the spec's message).
 */
@Injectable()
export class MemberSearch {
  constructor(
    private readonly members: MembersService,
    private readonly providers: ProviderStanding,
    private readonly audit: AuditService,
  ) {}

  /** `providerId` from the path must be the caller's own provider; another's is "not found". */
  async search(user: PortalClaims, query: MemberSearchQuery, requestId: string, providerId?: string): Promise<Member[]> {
    const own = await this.providers.ownProviderId(user);
    if (providerId !== undefined && providerId !== own) throw new NotFoundException('Provider not found');
    if (own === null) await this.providers.assertCanTransact(user, 'memberSearch');
    const provider = own as string;
    const read = () =>
      this.members.searchGated(query, provider, this.providers.standingGate(provider), (found) =>
        this.audit.appendForEachRow(found, 'member_id', 's.sort_last, s.sort_first, s.member_id', memberReadBy(user, requestId)),
      );
    // An empty query reads nothing, but a provider who may not search is still told so.
    if (!Object.values(query).some(Boolean)) {
      await this.providers.assertCanTransact(user, 'memberSearch');
      return [];
    }
    const found = await read();
    if (found) return found;
    await this.providers.assertCanTransact(user, 'memberSearch');
    // The provider stands again since the search: once more, then refuse.
    const again = await read();
    if (!again) throw new ForbiddenException(MEMBER_MESSAGES.notApproved);
    return again;
  }
}
