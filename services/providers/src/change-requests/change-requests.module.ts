import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { ProvidersModule } from '../providers.module';
import { ChangeRequest } from './change-request.entity';
import { ChangeRequestsDemoSeeder } from './change-requests-demo.seeder';
import { ChangeRequestsController } from './change-requests.controller';
import { ChangeRequestsStore } from './change-requests.store';
import { ChangeRequestsWorkflow } from './change-requests.workflow';

/** Provider registration, profile changes and their approval: the requests' store and workflow, audited. */
@Module({
  imports: [MikroOrmModule.forFeature([ChangeRequest]), ProvidersModule, AuditModule],
  controllers: [ChangeRequestsController],
  providers: [ChangeRequestsStore, ChangeRequestsWorkflow, ChangeRequestsDemoSeeder],
  exports: [ChangeRequestsWorkflow, ChangeRequestsDemoSeeder],
})
export class ChangeRequestsModule {}
