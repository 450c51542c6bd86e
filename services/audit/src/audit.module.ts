import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditService } from './audit.service';
import { AuditChainVerifier } from './chain/audit-chain-verifier';
import { ChangeRequestsService } from './change-requests.service';
import { AuditEntry } from './entities/audit-entry.entity';
import { ChangeRequest } from './entities/change-request.entity';

@Module({
  imports: [MikroOrmModule.forFeature([ChangeRequest, AuditEntry])],
  providers: [AuditService, ChangeRequestsService, AuditChainVerifier],
  exports: [AuditService, ChangeRequestsService, AuditChainVerifier],
})
export class AuditModule {}
