import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BenefitsOffice } from './benefits-office.entity';
import { Homepage } from './homepage.entity';

const DEFAULT_HOMEPAGE_HTML =
  '<h2>Welcome to the provider portal</h2>' +
  '<p>Our claim system has been updated. To submit a claim for a plan member, use the <strong>New Claim</strong> button.</p>' +
  '<p>Claims can be submitted online within 30 days of the date of service.</p>';

const FOOTER_OFFICES = [
  { name: 'Eastern Regional Office', address: '1800 Barrington Street, Suite 400', city: 'Halifax', province: 'NS', postalCode: 'B3J 3K1', telephone: '902-555-0140', freephone: '1-800-555-0140', fax: '902-555-0141' },
  { name: 'Central Regional Office', address: '200 Bay Street, Suite 1200', city: 'Toronto', province: 'ON', postalCode: 'M5J 2J2', telephone: '416-555-0120', freephone: '1-800-555-0120', fax: '416-555-0121' },
  { name: 'Western Regional Office', address: '1055 West Georgia Street, Suite 900', city: 'Vancouver', province: 'BC', postalCode: 'V6E 3P3', telephone: '604-555-0160', freephone: '1-800-555-0160', fax: '604-555-0161' },
];

/** The default home page and the three footer offices; adds only what is missing. */
@Injectable()
export class ContentDemoSeeder {
  constructor(private readonly em: EntityManager) {}

  async run(): Promise<void> {
    await this.em.transactional(async (em) => {
      if (!(await em.count(Homepage, {}))) em.create(Homepage, { html: DEFAULT_HOMEPAGE_HTML });
      for (const [position, office] of FOOTER_OFFICES.entries()) {
        if (!(await em.count(BenefitsOffice, { name: office.name }))) em.create(BenefitsOffice, { ...office, position });
      }
    });
  }
}
