import { Module } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { ProvidersModule } from '../providers.module';
import { ChangeRequestsDemoSeeder } from './change-requests-demo.seeder';
import { ChangeRequestsController } from './change-requests.controller';
import { ChangeRequestsWorkflow } from './change-requests.workflow';

/** Provider registration, profile changes and their approval: composes the providers and audit domains. */
@Module({
  imports: [ProvidersModule, AuditModule],
  controllers: [ChangeRequestsController],
  providers: [ChangeRequestsWorkflow, ChangeRequestsDemoSeeder],
  exports: [ChangeRequestsDemoSeeder],
})
export class ChangeRequestsModule {}
