import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import { Provider } from './provider.entity';

/** An area of specialization a provider offers; `coverageId` belongs to the plans domain (no cross-domain key). */
@Entity({ tableName: 'provider_coverage' })
export class ProviderCoverage {
  @ManyToOne(() => Provider, { primary: true, deleteRule: 'cascade' })
  provider!: Rel<Provider>;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  coverageId!: number;
}
