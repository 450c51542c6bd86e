import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { MEMBER_MESSAGES, type Member, type MemberSearchQuery, type PortalClaims } from '@portal/contracts';
import { AuditBatcher, memberReadBy } from '@portal/audit';
import { MembersService } from '../members.service';
import { ProviderStanding } from './provider-standing';

/**
 * A provider's member search: the provider's standing is read from the database on every request
 * (a suspension applies even to an unexpired token), and every member returned is an audited read.
 * Standing and search are one statement (issue 19 §5): it reads only while the provider stands; when
 * it does not, `assertCanTransact` says why (403 with the spec's message). The members found are
 * answered only once their `member.read` entries, in the answer's order, are committed (ADR 038).
 */
@Injectable()
export class MemberSearch {
  constructor(
    private readonly members: MembersService,
    private readonly providers: ProviderStanding,
    private readonly audit: AuditBatcher,
  ) {}

  /** `providerId` from the path must be the caller's own provider; another's is "not found". */
  async search(user: PortalClaims, query: MemberSearchQuery, requestId: string, providerId?: string): Promise<Member[]> {
    const own = await this.providers.ownProviderId(user);
    if (providerId !== undefined && providerId !== own) throw new NotFoundException('Provider not found');
    if (own === null) await this.providers.assertCanTransact(user, 'memberSearch');
    const provider = own as string;
    const read = async () => {
      const found = await this.members.searchGated(query, provider, this.providers.standingGate(provider));
      if (found?.length) {
        const entry = memberReadBy(user, requestId);
        await this.audit.append(found.map((member) => ({ ...entry, subjectId: member.memberId })));
      }
      return found;
    };
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
