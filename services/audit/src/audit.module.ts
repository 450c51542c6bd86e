import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditService } from './audit.service';
import { AuditEntry } from './entities/audit-entry.entity';
import { ChangeRequest } from './entities/change-request.entity';

@Module({
  imports: [MikroOrmModule.forFeature([ChangeRequest, AuditEntry])],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
