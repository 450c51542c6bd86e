import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEMO_PROVIDERS } from '@portal/demo-data';
import { ProvidersService } from '../providers.service';
import { ChangeRequestsStore } from './change-requests.store';

/**
 * The registration request of each demo provider seeded Pending (`pending`), so the Approval
 * Requests screen is never empty. Needs the providers demo seed first; adds nothing twice.
 */
@Injectable()
export class ChangeRequestsDemoSeeder {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: ProvidersService,
    private readonly changeRequests: ChangeRequestsStore,
  ) {}

  async run(): Promise<void> {
    for (const demo of DEMO_PROVIDERS.filter((provider) => provider.approvalStatus === 'Pending')) {
      await this.em.transactional(async () => {
        if (await this.changeRequests.existsFor(demo.providerId)) return;
        const snapshot = await this.providers.lockedSnapshot(demo.providerId);
        if (!snapshot) throw new Error(`Demo provider ${demo.username} is missing: run the providers demo seed first`);
        const id = await this.changeRequests.create({
          providerId: demo.providerId,
          action: 'provider.register',
          oldValue: null,
          newValue: snapshot,
        });
        await this.providers.markPending(demo.providerId, id);
      });
    }
  }
}
