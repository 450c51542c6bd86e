import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery, type SqlPart } from '@portal/server-database';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  isAdminLevel,
  MASKED_ACCOUNT_NUMBER,
  MEMBER_MESSAGES,
  PROVIDER_MESSAGES,
  PROVIDER_STANDING_MESSAGES,
  Role,
  transactionRefusal,
  type ApprovalStatus,
  type Language,
  type PortalClaims,
  type ProviderListQuery,
  type ProviderProfileInput,
  type ProviderSnapshot,
  type Province as ProvinceDto,
  type Provider as ProviderDto,
} from '@portal/contracts';
import { AuditBatcher, AuditService, auditActorOf } from '@portal/audit';
import { PlansService, type ProviderStanding } from '@portal/plans';
import { FieldCipher, ZodValidationException, type ValidationDetail } from '@portal/server-core';
import { officeFields, toProviderDto, toProvinceDto } from './dto/provider.mapper';
import { PROVIDER_PROFILE_SELECT, profileRowsToDto, type ProviderProfileRow } from './dto/provider-profile';
import { Office } from './entities/office.entity';
import { ProviderCoverage } from './entities/provider-coverage.entity';
import { Province } from './entities/province.entity';
import { Provider } from './entities/provider.entity';
import { maskAccountNumber } from './mask-account-number';
import { listFilter, SORT_COLUMNS } from './provider-list-filter';
import {
  changesBankDetails,
  formatProviderNumber,
  maskSnapshot,
  nextBusinessId,
  type StoredProviderSnapshot,
} from './provider-snapshot';

/** A provider allowed to submit a claim now, with the office it submits from. */
export interface Claimant {
  providerId: string;
  providerName: string;
  providerNumber: string | null;
  office: { officeId: string; officeName: string; businessId: string | null; businessName: string | null; email: string };
  /** The language of the provider's e-mails (and of the claims' explanations of benefits). */
  language: Language;
  /** The plans domain's coverage ids the provider is registered for. */
  coverageIds: number[];
}

interface ClaimantRow {
  provider_name: string;
  provider_number: string | null;
  approval_status: ApprovalStatus;
  is_suspended: boolean;
  language: Language;
  office_id: string | null;
  office_name: string | null;
  business_id: string | null;
  business_name: string | null;
  direct_deposit_email: string | null;
  coverage_ids: (number | string)[] | null;
}

/** The providers domain's public API. */
@Injectable()
export class ProvidersService implements ProviderStanding {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: FieldCipher,
    private readonly plans: PlansService,
    private readonly audit: AuditService,
    private readonly auditBatcher: AuditBatcher,
  ) {}

  async listProvinces(): Promise<ProvinceDto[]> {
    const provinces = await this.em.find(Province, {}, { orderBy: { sortOrder: 'asc' } });
    return provinces.map(toProvinceDto);
  }

  /**
   * A page of providers for the admin-level list (accounts masked) and the total: `search` matches the
   * name, provider number, registration number or any office name, case-insensitively.
   */
  async listProviders(query: ProviderListQuery): Promise<{ providers: ProviderDto[]; total: number }> {
    const { where, params } = listFilter(query);
    const [count] = await this.em.execute<{ n: number }[]>(`select count(*)::int as n from provider p ${where}`, params);
    const limit = query.limit === 'all' ? null : Number(query.limit);
    const page = limit === null ? '' : ` limit ${limit} offset ${(query.page - 1) * limit}`;
    const column = SORT_COLUMNS[query.sort];
    const order = query.order === 'desc' ? 'desc' : 'asc';
    const rows = await this.em.execute<{ id: string }[]>(
      `select p.id from provider p ${where} order by ${column} ${order} nulls last, p.id${page}`,
      params,
    );
    const ids = rows.map((row) => row.id);
    const found = await this.em.find(Provider, { id: { $in: ids } }, { populate: ['offices.province', 'coverages'] });
    const byId = new Map(found.map((provider) => [provider.id, provider]));
    // List endpoints never return bank account numbers unmasked (DECISIONS: data protection).
    const providers = ids
      .map((id) => byId.get(id))
      .filter((provider) => provider !== undefined)
      .map((provider) =>
        toProviderDto(provider, (office) => maskAccountNumber(this.cipher.decrypt(office.accountNumberEncrypted))),
      );
    return { providers, total: count?.n ?? 0 };
  }

  /** Suspends a provider (audited); the provider sees `adminMessage` and is refused claims and member search at once. */
  async suspend(
    providerId: string,
    adminMessage: string | null,
    user: PortalClaims,
    requestId: string | null,
  ): Promise<ProviderDto> {
    return this.setSuspended(providerId, { isSuspended: true, adminMessage }, 'provider.suspend', user, requestId);
  }

  /** Activates a suspended provider (audited) and clears the admin message. */
  async activate(providerId: string, user: PortalClaims, requestId: string | null): Promise<ProviderDto> {
    return this.setSuspended(providerId, { isSuspended: false, adminMessage: null }, 'provider.activate', user, requestId);
  }

  /**
   * A provider's profile as `viewer` may see it: a Provider sees only their own (anything else is
   * "not found", so existence is not revealed); bank accounts are unmasked only for Administrator and
   * SuperAdmin (ClaimsAdmin sees them masked), and each unmasked read is written to the audit log.
   */
  async getProvider(providerId: string, viewer: PortalClaims, requestId: string | null = null): Promise<ProviderDto> {
    const admin = isAdminLevel(viewer.role);
    const unmasked = viewer.role === Role.Administrator || viewer.role === Role.SuperAdmin;
    const ownProfile = viewer.role === Role.Provider && (await this.ownProviderId(viewer)) === providerId;
    if (!admin && !ownProfile) throw new NotFoundException('Provider not found');
    // One prepared statement: a row per office (or one without).
    const rows = await preparedQuery<ProviderProfileRow>(this.em, 'provider-profile', PROVIDER_PROFILE_SELECT, [providerId]);
    if (!rows.length) throw new NotFoundException('Provider not found');
    // An unmasked view is answered only once its entry is committed (ADR 038).
    if (unmasked) {
      await this.auditBatcher.append([
        {
          ...auditActorOf(viewer),
          action: 'provider.bank-details.read',
          subjectType: 'provider',
          subjectId: providerId,
          requestId,
        },
      ]);
    }
    const accountNumberOf = (encrypted: string) => {
      const accountNumber = this.cipher.decrypt(encrypted);
      return unmasked ? accountNumber : maskAccountNumber(accountNumber);
    };
    return profileRowsToDto(rows, accountNumberOf);
  }

  /**
   * The provider profile of a Provider caller: the token's providerId, else the profile this account
   * registered (`accountSubject`), so a provider can use the profile before the next sign-in.
   */
  async ownProviderId(user: PortalClaims): Promise<string | null> {
    if (user.role !== Role.Provider) return null;
    if (user.providerId) return user.providerId;
    const provider = await this.em.findOne(Provider, { accountSubject: user.sub }, { fields: ['id'] });
    return provider?.id ?? null;
  }

  /**
   * The caller's provider id when that provider may search members or submit claims now (approved
   * once, no change Pending, not suspended), else 403 with the spec's message for `transaction`.
   * Standing is read from the database on every call, never from the token, so a suspension or a
   * return to Pending refuses the very next request.
   */
  async assertCanTransact(user: PortalClaims, transaction: 'memberSearch' | 'claim'): Promise<string> {
    const providerId = await this.ownProviderId(user);
    const provider = providerId
      ? await this.em.findOne(
          Provider,
          { id: providerId },
          { fields: ['providerNumber', 'approvalStatus', 'isSuspended'], disableIdentityMap: true },
        )
      : null;
    const refusal = transactionRefusal(provider);
    if (refusal === 'suspended') throw new ForbiddenException(PROVIDER_STANDING_MESSAGES.suspended);
    if (!providerId || refusal)
      throw new ForbiddenException(
        transaction === 'claim' ? PROVIDER_STANDING_MESSAGES.notApproved : MEMBER_MESSAGES.notApproved,
      );
    return providerId;
  }

  /**
   * A CTE body (`?` placeholders, with its values) that has a row when `providerId` may search
   * members or submit claims now: `transactionRefusal` of `@portal/contracts` in SQL, for a hot path
   * that reads and audits in one statement only when the provider stands (a row-less answer is then
   * explained by `assertCanTransact`).
   */
  standingGate(providerId: string): SqlPart {
    return {
      sql: `select 1 from provider p where p.id = ? and not p.is_suspended
        and coalesce(p.provider_number, '') <> '' and p.approval_status <> 'Pending'`,
      params: [providerId],
    };
  }

  /**
   * The provider submitting a claim from `officeId`, checked like `assertCanTransact` (403 with the
   * spec's messages, read live) and with the office its own (else 404), in one prepared statement on
   * a connection of its own: it does not see a caller's uncommitted transaction.
   */
  async claimant(user: PortalClaims, officeId: string): Promise<Claimant> {
    const providerId = await this.ownProviderId(user);
    const [row] = providerId
      ? await preparedQuery<ClaimantRow>(
          this.em,
          'claimant',
          `select p.provider_name, p.provider_number, p.approval_status, p.is_suspended, p.language,
             o.id as office_id, o.office_name, o.business_id, o.business_name, o.direct_deposit_email,
             array(select pc.coverage_id from provider_coverage pc where pc.provider_id = p.id) as coverage_ids
           from provider p left join office o on o.provider_id = p.id and o.id = ?
           where p.id = ?`,
          [officeId, providerId],
        )
      : [];
    const refusal = transactionRefusal(
      row ? { providerNumber: row.provider_number, approvalStatus: row.approval_status, isSuspended: row.is_suspended } : null,
    );
    if (refusal === 'suspended') throw new ForbiddenException(PROVIDER_STANDING_MESSAGES.suspended);
    if (!providerId || !row || refusal) throw new ForbiddenException(PROVIDER_STANDING_MESSAGES.notApproved);
    if (!row.office_id) throw new NotFoundException('Office not found');
    return {
      providerId,
      providerName: row.provider_name,
      providerNumber: row.provider_number,
      office: {
        officeId: row.office_id,
        officeName: row.office_name ?? '',
        businessId: row.business_id,
        businessName: row.business_name,
        email: row.direct_deposit_email ?? '',
      },
      language: row.language,
      coverageIds: (row.coverage_ids ?? []).map(Number),
    };
  }

  /** The plans domain's coverage ids a provider is registered for. */
  async coverageIdsOf(providerId: string): Promise<number[]> {
    const rows = await this.em.find(ProviderCoverage, { provider: providerId }, { fields: ['coverageId'] });
    return rows.map((row) => row.coverageId);
  }

  /**
   * Checks what the contract cannot (province codes, coverage ids, office ids of `current`) and turns
   * the input into the snapshot a change request stores, account numbers sealed. A masked account
   * number of an existing office keeps the stored one. Throws a 400 with details.
   */
  async snapshotFromInput(
    providerId: string,
    input: ProviderProfileInput,
    current: StoredProviderSnapshot | null,
  ): Promise<StoredProviderSnapshot> {
    const details: ValidationDetail[] = [];
    const provinces = new Set((await this.em.find(Province, {}, { fields: ['code'] })).map((p) => p.code));
    const known = await this.plans.listCoverages();
    const coverageIds = new Set(known.map((c) => c.coverageId));
    input.coverages.forEach((id, index) => {
      if (!coverageIds.has(id)) details.push({ path: `coverages.${index}`, message: PROVIDER_MESSAGES.coverage });
    });
    const currentOffices = new Map((current?.offices ?? []).map((o) => [o.officeId, o]));
    const offices = input.offices.map((office, index) => {
      const at = `offices.${index}`;
      const province = office.province.toUpperCase();
      if (!provinces.has(province)) details.push({ path: `${at}.province`, message: PROVIDER_MESSAGES.pleaseSelect });
      const existing = office.officeId ? currentOffices.get(office.officeId) : undefined;
      if (office.officeId && !existing) details.push({ path: `${at}.officeId`, message: 'Unknown office' });
      let accountNumberEncrypted = '';
      if (MASKED_ACCOUNT_NUMBER.test(office.accountNumber)) {
        if (existing) accountNumberEncrypted = existing.accountNumberEncrypted;
        else details.push({ path: `${at}.accountNumber`, message: PROVIDER_MESSAGES.account });
      } else {
        accountNumberEncrypted = this.cipher.encrypt(office.accountNumber);
      }
      return {
        officeId: existing ? existing.officeId : null,
        officeName: office.officeName,
        registrationNumber: office.registrationNumber,
        businessID: existing?.businessID ?? null,
        businessName: existing?.businessName ?? null,
        phoneNumber: office.phoneNumber,
        phoneExtension: office.phoneExtension,
        directDepositEmail: office.directDepositEmail,
        address: office.address,
        city: office.city,
        province,
        postalCode: office.postalCode,
        primaryContactFirstname: office.primaryContactFirstname,
        primaryContactLastname: office.primaryContactLastname,
        institutionNumber: office.institutionNumber,
        transitNumber: office.transitNumber,
        accountNumberEncrypted,
        accountType: office.accountType,
        verifyDirectDeposit: office.verifyDirectDeposit,
      };
    });
    if (details.length) throw new ZodValidationException(details);
    return {
      providerId,
      providerNumber: current?.providerNumber ?? null,
      providerName: input.providerName,
      registrationNumber: input.registrationNumber,
      email: input.email,
      file: input.file,
      coverages: [...new Set(input.coverages)].sort((a, b) => a - b),
      offices,
    };
  }

  /** The live profile as a change request's oldValue stores it; locks the provider row until the transaction ends. */
  async lockedSnapshot(providerId: string): Promise<StoredProviderSnapshot | null> {
    const provider = await this.em.findOne(Provider, { id: providerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!provider) return null;
    await this.em.populate(provider, ['offices.province', 'coverages']);
    return {
      providerId: provider.id,
      providerNumber: provider.providerNumber,
      providerName: provider.providerName,
      registrationNumber: provider.registrationNumber,
      email: provider.email,
      file: provider.file,
      coverages: provider.coverages
        .getItems()
        .map((c) => c.coverageId)
        .sort((a, b) => a - b),
      offices: provider.offices
        .getItems()
        .map((office) => ({ ...officeFields(office), accountNumberEncrypted: office.accountNumberEncrypted })),
    };
  }

  /**
   * Registration: the new provider, Pending, without a provider number, linked to the account
   * (`accountSubject`). Call inside the caller's transaction; 409 if the account already has a profile.
   */
  async createPendingProvider(
    user: PortalClaims,
    email: string | null,
    snapshot: StoredProviderSnapshot,
    verifyProviderRegistration: boolean,
    language: Language,
  ): Promise<void> {
    if (await this.em.count(Provider, { $or: [{ accountSubject: user.sub }, { username: user.username }] })) {
      throw new ConflictException('A provider profile already exists for this account');
    }
    const provider = this.em.create(Provider, {
      id: snapshot.providerId,
      providerName: snapshot.providerName,
      accountSubject: user.sub,
      username: user.username,
      email,
      approvalStatus: 'Pending',
      verifyProviderRegistration,
      language,
    });
    await this.writeProfile(provider, snapshot);
  }

  /** The provider's own choice of its e-mails' language; another provider's id is "not found". Audited. */
  async setLanguage(providerId: string, user: PortalClaims, language: Language, requestId: string): Promise<void> {
    if ((await this.ownProviderId(user)) !== providerId) throw new NotFoundException('Provider not found');
    await this.em.transactional(async (tx) => {
      await tx.nativeUpdate(Provider, { id: providerId }, { language });
      this.audit.record({
        ...auditActorOf(user),
        action: 'provider.language',
        subjectType: 'provider',
        subjectId: providerId,
        requestId,
      });
    });
  }

  /** A change request for the provider was created: the profile shows Pending until the decision. */
  async markPending(providerId: string, changeRequestId: number): Promise<void> {
    await this.em.nativeUpdate(Provider, { id: providerId }, { approvalStatus: 'Pending', latestAuditId: changeRequestId });
  }

  /**
   * Applies an approved change request's newValue to the live profile, in the caller's transaction:
   * the first approval generates the provider number, each office without one gets its businessID
   * and businessName.
   */
  async applyApprovedChange(snapshot: StoredProviderSnapshot, changeRequestId: number): Promise<string> {
    const provider = await this.em.findOne(Provider, { id: snapshot.providerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!provider) throw new NotFoundException('Provider not found');
    provider.providerNumber ??= await this.nextProviderNumber();
    await this.writeProfile(provider, snapshot);
    const providerNumber = provider.providerNumber;
    for (const office of provider.offices.getItems()) {
      if (office.businessId) continue;
      office.businessId = nextBusinessId(
        providerNumber,
        provider.offices.getItems().map((o) => o.businessId),
      );
      office.businessName = office.officeName;
    }
    provider.approvalStatus = 'Approved';
    provider.isStatusRead = true;
    provider.latestAuditId = changeRequestId;
    await this.em.flush();
    return providerNumber;
  }

  /** A rejected change leaves the profile as it was; the banner shows until the provider marks it read. */
  async markRejected(providerId: string, changeRequestId: number): Promise<void> {
    await this.em.nativeUpdate(
      Provider,
      { id: providerId },
      { approvalStatus: 'Rejected', isStatusRead: false, latestAuditId: changeRequestId },
    );
  }

  countSuspended(): Promise<number> {
    return this.em.count(Provider, { isSuspended: true });
  }

  async markStatusRead(providerId: string): Promise<void> {
    await this.em.nativeUpdate(Provider, { id: providerId }, { isStatusRead: true });
  }

  /** A stored snapshot as responses show it (account numbers masked; changes flagged against `previous`). */
  maskSnapshot(snapshot: StoredProviderSnapshot, previous?: StoredProviderSnapshot | null): ProviderSnapshot {
    return maskSnapshot(snapshot, (sealed) => this.cipher.decrypt(sealed), previous);
  }
  /** Whether a change request would set bank details the live profile does not hold. */
  changesBankDetails(current: StoredProviderSnapshot, next: StoredProviderSnapshot): boolean {
    return changesBankDetails(current, next, (sealed) => this.cipher.decrypt(sealed));
  }

  private async setSuspended(
    providerId: string,
    state: { isSuspended: boolean; adminMessage: string | null },
    action: string,
    user: PortalClaims,
    requestId: string | null,
  ): Promise<ProviderDto> {
    const provider = await this.em.transactional(async (em) => {
      const found = await em.findOne(Provider, { id: providerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw new NotFoundException('Provider not found');
      Object.assign(found, state);
      this.audit.record({ ...auditActorOf(user), action, subjectType: 'provider', subjectId: providerId, requestId });
      return found;
    });
    await this.em.populate(provider, ['offices.province', 'coverages']);
    return toProviderDto(provider, (office) => maskAccountNumber(this.cipher.decrypt(office.accountNumberEncrypted)));
  }

  private async nextProviderNumber(): Promise<string> {
    for (;;) {
      const [row] = await this.em.execute<{ n: string }[]>(`select nextval('provider_number_seq')::text as n`);
      const candidate = formatProviderNumber(Number(row?.n));
      if (!(await this.em.count(Provider, { providerNumber: candidate }))) return candidate;
    }
  }

  /** Writes a snapshot's fields, offices (matched by id) and coverages onto `provider`, then flushes. */
  private async writeProfile(provider: Provider, snapshot: StoredProviderSnapshot): Promise<void> {
    const provinces = new Map((await this.em.find(Province, {})).map((p) => [p.code, p]));
    if (!provider.offices.isInitialized() || !provider.coverages.isInitialized())
      await this.em.populate(provider, ['offices', 'coverages']);
    provider.providerName = snapshot.providerName;
    provider.registrationNumber = snapshot.registrationNumber;
    provider.file = snapshot.file;
    if (snapshot.email !== null) provider.email = snapshot.email;
    const firstProvince = provinces.get(snapshot.offices[0]?.province ?? 'OT');
    provider.timezone = firstProvince?.location ?? provider.timezone;

    const current = new Map(provider.offices.getItems().map((office) => [office.id, office]));
    const kept = new Set<string>();
    snapshot.offices.forEach((input, position) => {
      const province = provinces.get(input.province);
      if (!province) throw new Error(`Province ${input.province} is missing`);
      const fields = {
        position,
        officeName: input.officeName,
        registrationNumber: input.registrationNumber,
        phoneNumber: input.phoneNumber,
        phoneExtension: input.phoneExtension,
        directDepositEmail: input.directDepositEmail,
        address: input.address,
        city: input.city,
        province,
        postalCode: input.postalCode,
        primaryContactFirstname: input.primaryContactFirstname,
        primaryContactLastname: input.primaryContactLastname,
        institutionNumber: input.institutionNumber,
        transitNumber: input.transitNumber,
        accountNumberEncrypted: input.accountNumberEncrypted,
        accountType: input.accountType,
        verifyDirectDeposit: input.verifyDirectDeposit,
      };
      const existing = input.officeId ? current.get(input.officeId) : undefined;
      if (existing) {
        Object.assign(existing, fields);
        kept.add(existing.id);
      } else {
        provider.offices.add(this.em.create(Office, { provider, ...fields }));
      }
    });
    for (const office of current.values()) if (!kept.has(office.id)) provider.offices.remove(office);

    const coverages = new Set(snapshot.coverages);
    for (const coverage of provider.coverages.getItems()) {
      if (coverages.has(coverage.coverageId)) coverages.delete(coverage.coverageId);
      else provider.coverages.remove(coverage);
    }
    for (const coverageId of coverages) provider.coverages.add(this.em.create(ProviderCoverage, { provider, coverageId }));
    await this.em.flush();
  }
}
