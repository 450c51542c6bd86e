import { Injectable } from '@nestjs/common';
import { CLAIMS_CHART_DAYS, Role, type Attention } from '@portal/contracts';
import { ClaimsService } from '@portal/claims';
import { ChangeRequestsWorkflow, ProvidersService } from '@portal/providers';
import { dailySeries, seriesStart } from './daily-series';

/** The admin homes' counts, each one indexed query in its own domain. */
@Injectable()
export class AttentionService {
  constructor(
    private readonly changeRequests: ChangeRequestsWorkflow,
    private readonly claims: ClaimsService,
    private readonly providers: ProvidersService,
  ) {}

  async forRole(role: Role, now = new Date()): Promise<Attention> {
    const decides = role === Role.Administrator || role === Role.SuperAdmin;
    const [pendingApprovals, pendingClaims, suspendedProviders, perDay] = await Promise.all([
      decides ? this.changeRequests.countPending() : null,
      this.claims.countPending(),
      this.providers.countSuspended(),
      this.claims.countPerDay(seriesStart(CLAIMS_CHART_DAYS, now)),
    ]);
    return { pendingApprovals, pendingClaims, suspendedProviders, claimsPerDay: dailySeries(perDay, CLAIMS_CHART_DAYS, now) };
  }
}
