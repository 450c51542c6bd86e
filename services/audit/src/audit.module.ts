import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditService } from './audit.service';
import { ChangeRequestsService } from './change-requests.service';
import { AuditEntry } from './entities/audit-entry.entity';
import { ChangeRequest } from './entities/change-request.entity';

@Module({
  imports: [MikroOrmModule.forFeature([ChangeRequest, AuditEntry])],
  providers: [AuditService, ChangeRequestsService],
  exports: [AuditService, ChangeRequestsService],
})
export class AuditModule {}
