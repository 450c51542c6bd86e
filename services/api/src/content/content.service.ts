import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BenefitsOffice as BenefitsOfficeDto, Homepage as HomepageDto } from '@portal/contracts';
import { BenefitsOffice } from './benefits-office.entity';
import { Homepage } from './homepage.entity';
import { sanitizeHomepageHtml } from './sanitize-homepage-html';

@Injectable()
export class ContentService {
  constructor(private readonly em: EntityManager) {}

  /** The current home page, sanitised again on the way out; empty when none is stored. */
  async getHomepage(): Promise<HomepageDto> {
    const [homepage] = await this.em.find(Homepage, {}, { orderBy: { id: 'desc' }, limit: 1 });
    return homepage ? { id: homepage.id, html: sanitizeHomepageHtml(homepage.html) } : { id: null, html: '' };
  }

  /** The footer's office list, in the administrator's order. */
  async listBenefitsOffices(): Promise<BenefitsOfficeDto[]> {
    const offices = await this.em.find(BenefitsOffice, {}, { orderBy: { position: 'asc', id: 'asc' } });
    return offices.map(({ id, name, address, city, province, postalCode, telephone, freephone, fax }) => ({
      benefitsOfficeId: id, name, address, city, province, postalCode, telephone, freephone, fax,
    }));
  }
}
