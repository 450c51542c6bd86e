import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CoverageUsageRegistry, type CoverageRef } from '@portal/plans';
import { ProviderCoverage } from './entities/provider-coverage.entity';

/** A coverage that providers offer as an area of specialization cannot be deleted. */
@Injectable()
export class ProvidersCoverageUsage implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly registry: CoverageUsageRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register((coverage) => this.providersOffering(coverage));
  }

  private async providersOffering({ coverageId }: CoverageRef): Promise<string | null> {
    const providers = await this.em.count(ProviderCoverage, { coverageId });
    if (providers === 0) return null;
    return providers === 1 ? '1 provider' : `${providers} providers`;
  }
}
