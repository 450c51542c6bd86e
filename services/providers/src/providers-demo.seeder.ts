import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEMO_ACCOUNTS, DEMO_COVERAGES, DEMO_PROVIDERS } from '@portal/demo-data';
import { PlansService } from '@portal/plans';
import { FieldCipher } from '@portal/server-core';
import { Office } from './entities/office.entity';
import { Province } from './entities/province.entity';
import { ProviderCoverage } from './entities/provider-coverage.entity';
import { Provider } from './entities/provider.entity';

/** The four demo providers with offices and coverages; needs the plans demo seed first. Idempotent. */
@Injectable()
export class ProvidersDemoSeeder {
  constructor(
    private readonly em: EntityManager,
    private readonly plans: PlansService,
    private readonly cipher: FieldCipher,
  ) {}

  async run(): Promise<void> {
    await this.em.transactional(async (em) => {
      const coverageIds = await this.plans.coverageIdsByAssignedId(DEMO_COVERAGES.map((c) => c.assignedId));
      const provinces = new Map((await em.find(Province, {})).map((p) => [p.code, p]));
      const provinceOf = (code: string) => {
        const province = provinces.get(code);
        if (!province) throw new Error(`Province ${code} is missing: run the migrations first`);
        return province;
      };
      for (const demo of DEMO_PROVIDERS) {
        if (await em.count(Provider, { id: demo.providerId })) continue;
        const provider = em.create(Provider, {
          id: demo.providerId,
          providerName: demo.providerName,
          registrationNumber: demo.registrationNumber,
          providerNumber: demo.providerNumber,
          username: demo.username,
          email: DEMO_ACCOUNTS.find((a) => a.username === demo.username)?.email ?? null,
          approvalStatus: demo.approvalStatus,
          isSuspended: demo.isSuspended,
          adminMessage: demo.adminMessage,
          verifyProviderRegistration: true,
          timezone: provinceOf(demo.offices[0]?.province ?? 'OT').location,
        });
        demo.offices.forEach((office, position) =>
          em.create(Office, {
            provider,
            position,
            officeName: office.officeName,
            businessId: demo.providerNumber ? `${demo.providerNumber}-${position + 1}` : null,
            businessName: demo.providerNumber ? office.officeName : null,
            phoneNumber: office.phoneNumber,
            directDepositEmail: office.directDepositEmail,
            address: office.address,
            city: office.city,
            province: provinceOf(office.province),
            postalCode: office.postalCode,
            institutionNumber: office.institutionNumber,
            transitNumber: office.transitNumber,
            accountNumberEncrypted: this.cipher.encrypt(office.accountNumber),
            verifyDirectDeposit: true,
          }),
        );
        for (const name of demo.coverages) {
          const assignedId = DEMO_COVERAGES.find((c) => c.name === name)?.assignedId;
          const coverageId = assignedId === undefined ? undefined : coverageIds.get(assignedId);
          if (coverageId === undefined) throw new Error(`Coverage ${name} is missing: run the plans demo seed first`);
          em.create(ProviderCoverage, { provider, coverageId });
        }
      }
    });
  }
}
