import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ProviderChangeRequestQuery } from '@portal/contracts';
import { likeAnywhere } from '@portal/server-database';
import type { StoredProviderSnapshot } from '../provider-snapshot';
import { ChangeRequest } from './change-request.entity';

export interface NewChangeRequest {
  providerId: string;
  action: 'provider.register' | 'provider.update';
  oldValue: StoredProviderSnapshot | null;
  newValue: StoredProviderSnapshot;
}

export interface ChangeRequestView {
  id: number;
  timestamp: Date;
  action: string;
  providerId: string;
  providerName: string;
  providerNumber: string | null;
  approvalStatus: ChangeRequest['approvalStatus'];
  isStatusRead: boolean;
  decidedAt: Date | null;
  oldValue: StoredProviderSnapshot | null;
  newValue: StoredProviderSnapshot;
}

const view = (request: ChangeRequest): ChangeRequestView => ({
  id: request.id,
  timestamp: request.timestamp,
  action: request.action,
  providerId: request.providerId,
  providerName: request.providerName,
  providerNumber: request.providerNumber,
  approvalStatus: request.approvalStatus,
  isStatusRead: request.isStatusRead,
  decidedAt: request.decidedAt,
  oldValue: request.oldValue,
  newValue: request.newValue,
});

/**
 * The change-request table (approval records) on the caller's transaction, for the workflow only:
 * other domains go through ChangeRequestsWorkflow.
 */
@Injectable()
export class ChangeRequestsStore {
  constructor(private readonly em: EntityManager) {}

  /** Requests awaiting a decision (the approval-status index). */
  countPending(): Promise<number> {
    return this.em.count(ChangeRequest, { approvalStatus: 'Pending' });
  }

  async hasPending(providerId: string): Promise<boolean> {
    return (await this.em.count(ChangeRequest, { providerId, approvalStatus: 'Pending' })) > 0;
  }

  async existsFor(providerId: string): Promise<boolean> {
    return (await this.em.count(ChangeRequest, { providerId })) > 0;
  }

  /** Creates a Pending change request in the caller's transaction; returns its id. */
  async create(request: NewChangeRequest): Promise<number> {
    const created = this.em.create(ChangeRequest, {
      providerId: request.providerId,
      action: request.action,
      providerName: request.newValue.providerName,
      providerNumber: request.oldValue?.providerNumber ?? null,
      oldValue: request.oldValue,
      newValue: request.newValue,
    });
    await this.em.flush();
    return created.id;
  }

  /** One page of change requests matching the filters, and the total count. */
  async list(query: ProviderChangeRequestQuery): Promise<{ items: ChangeRequestView[]; total: number }> {
    const where: Record<string, unknown> = {};
    if (query.providerName) where.providerName = { $ilike: likeAnywhere(query.providerName) };
    if (query.providerNumber) where.providerNumber = { $ilike: likeAnywhere(query.providerNumber) };
    if (query.approvalStatus) where.approvalStatus = query.approvalStatus;
    if (query.timestamp) {
      const start = new Date(`${query.timestamp}T00:00:00.000Z`);
      where.timestamp = { $gte: start, $lt: new Date(start.getTime() + 86_400_000) };
    }
    const limit = query.limit === 'all' ? undefined : Number(query.limit);
    const [items, total] = await this.em.findAndCount(ChangeRequest, where, {
      orderBy: { [query.sort]: query.order, id: query.order },
      limit,
      offset: limit === undefined ? undefined : (query.page - 1) * limit,
    });
    return { items: items.map(view), total };
  }

  async find(id: number): Promise<ChangeRequestView | null> {
    const request = await this.em.findOne(ChangeRequest, { id }, { refresh: true });
    return request && view(request);
  }

  /**
   * Records a decision if, and only if, the request is still Pending: a conditional update, so of
   * concurrent decisions exactly one wins (the others wait on the row lock, then match nothing): 409.
   */
  async decide(id: number, approvalStatus: 'Approved' | 'Rejected', decidedBy: string): Promise<ChangeRequestView> {
    const updated = await this.em.nativeUpdate(
      ChangeRequest,
      { id, approvalStatus: 'Pending' },
      { approvalStatus, decidedBy, decidedAt: new Date(), isStatusRead: approvalStatus === 'Approved' },
    );
    const request = await this.em.findOne(ChangeRequest, { id }, { refresh: true });
    if (!request) throw new NotFoundException('Approval record not found');
    if (updated !== 1) throw new ConflictException(`This request has already been decided (${request.approvalStatus})`);
    return view(request);
  }

  /** After approval the record shows the provider number it produced. */
  async setProviderNumber(id: number, providerNumber: string): Promise<void> {
    await this.em.nativeUpdate(ChangeRequest, { id }, { providerNumber });
  }

  /** The provider hid the rejection banner. */
  async markRead(id: number): Promise<void> {
    await this.em.nativeUpdate(ChangeRequest, { id }, { isStatusRead: true });
  }
}
