import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { PlansModule } from '../plans.module';
import { MemberSearch } from './member-search';
import { MembersController } from './members.controller';

/**
 * Member search: the plans domain's members for a provider in good standing, every read audited.
 * `standing` is the module that exports a `ProviderStanding` (the providers domain's).
 */
@Module({})
export class MemberSearchModule {
  static withStanding(standing: Type): DynamicModule {
    return {
      module: MemberSearchModule,
      imports: [PlansModule, standing, AuditModule],
      controllers: [MembersController],
      providers: [MemberSearch],
    };
  }
}
