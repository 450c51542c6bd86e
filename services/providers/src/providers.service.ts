import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { isAdminLevel, Role, type PortalClaims, type Province as ProvinceDto, type Provider as ProviderDto } from '@portal/contracts';
import { FieldCipher } from '@portal/server-core';
import { toProviderDto, toProvinceDto } from './dto/provider.mapper';
import type { Office } from './entities/office.entity';
import { Province } from './entities/province.entity';
import { Provider } from './entities/provider.entity';
import { maskAccountNumber } from './mask-account-number';

/** The providers domain's public API. */
@Injectable()
export class ProvidersService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: FieldCipher,
  ) {}

  async listProvinces(): Promise<ProvinceDto[]> {
    const provinces = await this.em.find(Province, {}, { orderBy: { sortOrder: 'asc' } });
    return provinces.map(toProvinceDto);
  }

  /** Every provider with offices and coverages, by name, for the admin-level providers list. */
  async listProviders(): Promise<ProviderDto[]> {
    const providers = await this.em.find(Provider, {}, { populate: ['offices.province', 'coverages'], orderBy: { providerName: 'asc' } });
    return providers.map((provider) => toProviderDto(provider, (office) => this.cipher.decrypt(office.accountNumberEncrypted)));
  }

  /**
   * A provider's profile as `viewer` may see it: a Provider sees only their own (anything else is
   * "not found", so existence is not revealed) with bank accounts masked; admin-level roles see any, unmasked.
   */
  async getProvider(providerId: string, viewer: PortalClaims): Promise<ProviderDto> {
    const admin = isAdminLevel(viewer.role);
    const ownProfile = viewer.role === Role.Provider && viewer.providerId === providerId;
    const provider =
      admin || ownProfile
        ? await this.em.findOne(Provider, { id: providerId }, { populate: ['offices.province', 'coverages'] })
        : null;
    if (!provider) throw new NotFoundException('Provider not found');
    const accountNumberOf = (office: Office) => {
      const accountNumber = this.cipher.decrypt(office.accountNumberEncrypted);
      return admin ? accountNumber : maskAccountNumber(accountNumber);
    };
    return toProviderDto(provider, accountNumberOf);
  }
}
