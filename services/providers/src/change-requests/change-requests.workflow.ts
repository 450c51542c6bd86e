import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BANK_DETAILS_WHILE_IMPERSONATING,
  Role,
  type ProviderChangeRequestQuery,
  type ProviderChangeRequest,
  type PortalClaims,
  type ProviderProfileInput,
  type ProviderRegistration,
} from '@portal/contracts';
import { AuditService, auditActorOf } from '@portal/audit';
import { ProvidersService } from '../providers.service';
import { ChangeRequestsStore, type ChangeRequestView } from './change-requests.store';

/**
 * Provider profile change requests, each step in one transaction: the providers domain owns the
 * requests and the profiles they change; the audit domain only records who did what. Other domains
 * (the admin homes' counts) use this service, never the store.
 */
@Injectable()
export class ChangeRequestsWorkflow {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: ProvidersService,
    private readonly changeRequests: ChangeRequestsStore,
    private readonly audit: AuditService,
  ) {}

  /** Requests awaiting an administrator's decision (the admin homes' count). */
  countPending(): Promise<number> {
    return this.changeRequests.countPending();
  }

  /** POST /provider: a new provider, Pending and without a number, and its change request (oldValue null). */
  async register(user: PortalClaims, input: ProviderRegistration, requestId: string): Promise<ProviderChangeRequest> {
    try {
      return await this.em.transactional(async () => {
        if (await this.providers.ownProviderId(user))
          throw new ConflictException('A provider profile already exists for this account');
        const providerId = randomUUID();
        const snapshot = await this.providers.snapshotFromInput(providerId, input, null);
        await this.providers.createPendingProvider(user, input.email, snapshot, input.verifyProviderRegistration, input.language);
        const id = await this.changeRequests.create({
          providerId,
          action: 'provider.register',
          oldValue: null,
          newValue: snapshot,
        });
        await this.providers.markPending(providerId, id);
        this.audit.record({
          ...auditActorOf(user),
          action: 'provider.register',
          subjectType: 'provider',
          subjectId: providerId,
          requestId,
        });
        return this.toRecord(await this.mustFind(id));
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictException('A provider profile already exists for this account');
      }
      throw error;
    }
  }

  /**
   * PUT /provider/{id}: a change request holding the live profile and the new one; refused while one is
   * Pending, and refused (403) when an administrator acting as the provider changes bank details.
   */
  async requestChange(
    user: PortalClaims,
    providerId: string,
    input: ProviderProfileInput,
    requestId: string,
  ): Promise<ProviderChangeRequest> {
    if ((await this.providers.ownProviderId(user)) !== providerId) throw new NotFoundException('Provider not found');
    return this.em.transactional(async () => {
      const current = await this.providers.lockedSnapshot(providerId);
      if (!current) throw new NotFoundException('Provider not found');
      if (await this.changeRequests.hasPending(providerId)) {
        throw new ConflictException(
          'Your profile information is pending approval. You will not be able to save until your profile is approved',
        );
      }
      const snapshot = await this.providers.snapshotFromInput(providerId, input, current);
      if (user.act && this.providers.changesBankDetails(current, snapshot)) {
        throw new ForbiddenException(BANK_DETAILS_WHILE_IMPERSONATING);
      }
      const id = await this.changeRequests.create({
        providerId,
        action: 'provider.update',
        oldValue: current,
        newValue: snapshot,
      });
      await this.providers.markPending(providerId, id);
      this.audit.record({
        ...auditActorOf(user),
        action: 'provider.change-request',
        subjectType: 'provider',
        subjectId: providerId,
        requestId,
      });
      return this.toRecord(await this.mustFind(id));
    });
  }

  /** GET /audit (administrators): each record read is written to the audit log. */
  async list(
    user: PortalClaims,
    query: ProviderChangeRequestQuery,
    requestId: string,
  ): Promise<{ items: ProviderChangeRequest[]; total: number }> {
    return this.em.transactional(async () => {
      const { items, total } = await this.changeRequests.list(query);
      for (const item of items) {
        this.audit.record({
          ...auditActorOf(user),
          action: 'change-request.read',
          subjectType: 'change-request',
          subjectId: String(item.id),
          requestId,
        });
      }
      return { items: items.map((item) => this.toRecord(item)), total };
    });
  }

  /** GET /audit/audit-record/{id}: administrators any (audited), a Provider only its own, else 404. */
  async get(user: PortalClaims, id: number, requestId: string): Promise<ProviderChangeRequest> {
    return this.em.transactional(async () => {
      const request = await this.changeRequests.find(id);
      if (!request) throw new NotFoundException('Approval record not found');
      if (user.role === Role.Provider) {
        if ((await this.providers.ownProviderId(user)) !== request.providerId)
          throw new NotFoundException('Approval record not found');
      } else {
        this.audit.record({
          ...auditActorOf(user),
          action: 'change-request.read',
          subjectType: 'change-request',
          subjectId: String(id),
          requestId,
        });
      }
      return this.toRecord(request);
    });
  }

  /**
   * PUT /audit/{id}: approve or reject. Only a Pending request can be decided (409 otherwise; of
   * concurrent decisions exactly one wins). Approval applies newValue to the live profile in the same
   * transaction; rejection leaves it as it was.
   */
  async decide(
    user: PortalClaims,
    id: number,
    approvalStatus: 'Approved' | 'Rejected',
    requestId: string,
  ): Promise<ProviderChangeRequest> {
    return this.em.transactional(async () => {
      if (!(await this.changeRequests.find(id))) throw new NotFoundException('Approval record not found');
      const decided = await this.changeRequests.decide(id, approvalStatus, auditActorOf(user).actor);
      if (approvalStatus === 'Approved') {
        const providerNumber = await this.providers.applyApprovedChange(decided.newValue, id);
        await this.changeRequests.setProviderNumber(id, providerNumber);
      } else {
        await this.providers.markRejected(decided.providerId, id);
      }
      this.audit.record({
        ...auditActorOf(user),
        action: approvalStatus === 'Approved' ? 'change-request.approve' : 'change-request.reject',
        subjectType: 'change-request',
        subjectId: String(id),
        requestId,
      });
      return this.toRecord(await this.mustFind(id));
    });
  }

  /** PUT /audit/{id}/read: the provider hides the decision banner of its own, decided record (audited). */
  async markRead(user: PortalClaims, id: number, requestId: string): Promise<ProviderChangeRequest> {
    return this.em.transactional(async () => {
      const request = await this.changeRequests.find(id);
      if (!request || (await this.providers.ownProviderId(user)) !== request.providerId) {
        throw new NotFoundException('Approval record not found');
      }
      if (request.approvalStatus === 'Pending') throw new ConflictException('This request has not been decided yet');
      await this.changeRequests.markRead(id);
      await this.providers.markStatusRead(request.providerId);
      this.audit.record({
        ...auditActorOf(user),
        action: 'change-request.mark-read',
        subjectType: 'change-request',
        subjectId: String(id),
        requestId,
      });
      return this.toRecord(await this.mustFind(id));
    });
  }

  private async mustFind(id: number): Promise<ChangeRequestView> {
    const request = await this.changeRequests.find(id);
    if (!request) throw new NotFoundException('Approval record not found');
    return request;
  }

  /** The response form: dates as ISO strings, account numbers masked inside both snapshots. */
  private toRecord(request: ChangeRequestView): ProviderChangeRequest {
    const { oldValue } = request;
    return {
      id: request.id,
      timestamp: request.timestamp.toISOString(),
      action: request.action,
      providerId: request.providerId,
      providerName: request.providerName,
      providerNumber: request.providerNumber,
      approvalStatus: request.approvalStatus,
      isStatusRead: request.isStatusRead,
      decidedAt: request.decidedAt?.toISOString() ?? null,
      oldValue: oldValue && this.providers.maskSnapshot(oldValue),
      newValue: this.providers.maskSnapshot(request.newValue, oldValue),
    };
  }
}
