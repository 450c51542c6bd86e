import { Module } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { PlansModule } from '@portal/plans';
import { ProvidersModule } from '@portal/providers';
import { MembersController } from './members.controller';
import { MemberSearch } from './member-search';

/**
 * Member search: the plans domain's members, for a provider in good standing (providers domain),
 * every read audited (audit domain). Composed here because the providers domain already depends on plans.
 */
@Module({
  imports: [PlansModule, ProvidersModule, AuditModule],
  controllers: [MembersController],
  providers: [MemberSearch],
})
export class MembersModule {}
