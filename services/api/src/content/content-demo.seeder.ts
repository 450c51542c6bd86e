import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_BENEFITS_OFFICES } from '@portal/contracts';
import { BenefitsOffice } from './benefits-office.entity';
import { Homepage } from './homepage.entity';

const DEFAULT_HOMEPAGE_HTML =
  '<h2>Welcome to the provider portal</h2>' +
  '<p>Our claim system has been updated. To submit a claim for a plan member, use the <strong>New Claim</strong> button.</p>' +
  '<p>Claims can be submitted online within 30 days of the date of service.</p>';

/** The default home page and the three footer offices; adds only what is missing. */
@Injectable()
export class ContentDemoSeeder {
  constructor(private readonly em: EntityManager) {}

  async run(): Promise<void> {
    await this.em.transactional(async (em) => {
      if (!(await em.count(Homepage, {}))) em.create(Homepage, { html: DEFAULT_HOMEPAGE_HTML });
      for (const [position, office] of DEFAULT_BENEFITS_OFFICES.entries()) {
        if (!(await em.count(BenefitsOffice, { name: office.name }))) em.create(BenefitsOffice, { ...office, position });
      }
    });
  }
}
