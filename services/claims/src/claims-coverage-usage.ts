import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CoverageUsageRegistry, type CoverageRef } from '@portal/plans';
import { Claim } from './entities/claim.entity';

/** A coverage that claims were submitted under (their CoverageTypeID) cannot be deleted. */
@Injectable()
export class ClaimsCoverageUsage implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly registry: CoverageUsageRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register((coverage) => this.claimsUsing(coverage));
  }

  private async claimsUsing({ assignedId }: CoverageRef): Promise<string | null> {
    const claims = await this.em.count(Claim, { expenses: { coverageTypeId: assignedId } });
    if (claims === 0) return null;
    return claims === 1 ? '1 claim' : `${claims} claims`;
  }
}
