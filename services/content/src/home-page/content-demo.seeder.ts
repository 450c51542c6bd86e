import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_BENEFITS_OFFICES } from '@portal/contracts';
import { BenefitsOffice } from '../entities/benefits-office.entity';
import { Homepage } from '../entities/homepage.entity';

const DEFAULT_HOMEPAGE_HTML =
  '<h2>Welcome to the provider portal</h2>' +
  '<p>Our claim system has been updated. To submit a claim for a plan member, use the <strong>New Claim</strong> button.</p>' +
  '<p>Claims can be submitted online within 30 days of the date of service.</p>';

const DEFAULT_HOMEPAGE_HTML_FR =
  '<h2>Bienvenue dans le portail des fournisseurs</h2>' +
  '<p>Notre système de demandes de règlement a été mis à jour. Pour soumettre une demande de règlement pour un participant, utilisez le bouton <strong>Nouvelle demande</strong>.</p>' +
  '<p>Les demandes de règlement peuvent être soumises en ligne dans les 30 jours suivant la date du service.</p>';

/** The default home page and the three footer offices; adds only what is missing. */
@Injectable()
export class ContentDemoSeeder {
  constructor(private readonly em: EntityManager) {}

  async run(): Promise<void> {
    await this.em.transactional(async (em) => {
      const [homepage] = await em.find(Homepage, {}, { orderBy: { id: 'desc' }, limit: 1 });
      if (!homepage) em.create(Homepage, { html: DEFAULT_HOMEPAGE_HTML, htmlFr: DEFAULT_HOMEPAGE_HTML_FR });
      // A demo database seeded before the French content gets it, unless the page was edited since.
      else if (homepage.html === DEFAULT_HOMEPAGE_HTML) homepage.htmlFr ??= DEFAULT_HOMEPAGE_HTML_FR;
      for (const [position, office] of DEFAULT_BENEFITS_OFFICES.entries()) {
        const stored = await em.findOne(BenefitsOffice, { name: office.name });
        if (stored) stored.nameFr ??= office.nameFr;
        else em.create(BenefitsOffice, { ...office, position });
      }
    });
  }
}
