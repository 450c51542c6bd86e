import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { auditActorOf, AuditService } from '@portal/audit';
import type { BenefitsOffice as BenefitsOfficeDto, Homepage as HomepageDto, PortalClaims } from '@portal/contracts';
import { OFFICE_MESSAGES, type BenefitsOfficeChange, type HomepageInput } from '@portal/contracts/content';
import { BenefitsOffice } from '../entities/benefits-office.entity';
import { Homepage } from '../entities/homepage.entity';
import { sanitizeHomepageHtml, showsContent } from './sanitize-homepage-html';

/** A French page that shows nothing once sanitised is no French page: French screens show the English. */
const sanitizedHomepage = ({ html, htmlFr }: Pick<HomepageInput, 'html' | 'htmlFr'>) => {
  const french = htmlFr && sanitizeHomepageHtml(htmlFr);
  return { html: sanitizeHomepageHtml(html), htmlFr: french && showsContent(french) ? french : null };
};

const toHomepageDto = ({ id, html, htmlFr }: Homepage): HomepageDto => ({ id, html, htmlFr });

const toBenefitsOfficeDto = ({
  id,
  name,
  nameFr,
  address,
  city,
  province,
  postalCode,
  telephone,
  freephone,
  fax,
}: BenefitsOffice): BenefitsOfficeDto => ({
  benefitsOfficeId: id,
  name,
  nameFr,
  address,
  city,
  province,
  postalCode,
  telephone,
  freephone,
  fax,
});

@Injectable()
export class ContentService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** The current home page, sanitised again on the way out; empty when none is stored. */
  async getHomepage(): Promise<HomepageDto> {
    const [homepage] = await this.em.find(Homepage, {}, { orderBy: { id: 'desc' }, limit: 1 });
    if (!homepage) return { id: null, html: '', htmlFr: null };
    return { id: homepage.id, ...sanitizedHomepage(homepage) };
  }

  /** A new current home page, sanitised before it is stored (DECISIONS "Data protection"), audited. */
  async createHomepage(input: HomepageInput, user: PortalClaims, requestId: string): Promise<HomepageDto> {
    return this.em.transactional(async (tx) => {
      const homepage = tx.create(Homepage, sanitizedHomepage(input));
      await tx.flush();
      this.recordChange('homepage.create', homepage.id, user, requestId);
      return toHomepageDto(homepage);
    });
  }

  async updateHomepage(id: number, input: HomepageInput, user: PortalClaims, requestId: string): Promise<HomepageDto> {
    return this.em.transactional(async (tx) => {
      const homepage = await tx.findOne(Homepage, { id });
      if (!homepage) throw new NotFoundException('Homepage not found');
      tx.assign(homepage, sanitizedHomepage(input));
      this.recordChange('homepage.update', id, user, requestId);
      return toHomepageDto(homepage);
    });
  }

  async deleteHomepage(id: number, user: PortalClaims, requestId: string): Promise<void> {
    await this.em.transactional(async (tx) => {
      const deleted = await tx.nativeDelete(Homepage, { id });
      if (!deleted) throw new NotFoundException('Homepage not found');
      this.recordChange('homepage.delete', id, user, requestId);
    });
  }

  /** Footer offices (Administrator): each change audited; a second office of the same name is 409. */
  async saveBenefitsOffice(
    id: number | null,
    input: BenefitsOfficeChange,
    user: PortalClaims,
    requestId: string,
  ): Promise<BenefitsOfficeDto> {
    try {
      return await this.em.transactional(async (tx) => {
        let office: BenefitsOffice | null;
        if (id === null) {
          const [{ next } = { next: 0 }] = await tx.execute<{ next: number }[]>(
            'select coalesce(max(position), -1) + 1 as next from benefits_office',
          );
          office = tx.create(BenefitsOffice, { ...input, position: Number(next) });
        } else {
          office = await tx.findOne(BenefitsOffice, { id });
          if (!office) throw new NotFoundException('Office not found');
          tx.assign(office, input);
        }
        await tx.flush();
        this.recordChange(
          id === null ? 'benefitsOffice.create' : 'benefitsOffice.update',
          office.id,
          user,
          requestId,
          'benefitsOffice',
        );
        return toBenefitsOfficeDto(office);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(OFFICE_MESSAGES.nameTaken);
      throw error;
    }
  }

  async deleteBenefitsOffice(id: number, user: PortalClaims, requestId: string): Promise<void> {
    await this.em.transactional(async (tx) => {
      if (!(await tx.nativeDelete(BenefitsOffice, { id }))) throw new NotFoundException('Office not found');
      this.recordChange('benefitsOffice.delete', id, user, requestId, 'benefitsOffice');
    });
  }

  private recordChange(action: string, id: number, user: PortalClaims, requestId: string, subjectType = 'homepage') {
    this.audit.record({ ...auditActorOf(user), action, subjectType, subjectId: String(id), requestId });
  }

  /** The footer's office list, in the administrator's order. */
  async listBenefitsOffices(): Promise<BenefitsOfficeDto[]> {
    const offices = await this.em.find(BenefitsOffice, {}, { orderBy: { position: 'asc', id: 'asc' } });
    return offices.map(toBenefitsOfficeDto);
  }
}
