import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditBatcher } from './audit-batcher';
import { AuditService } from './audit.service';
import { AuditChainVerifier } from './chain/audit-chain-verifier';
import { ChangeRequestsService } from './change-requests.service';
import { AuditEntry } from './entities/audit-entry.entity';
import { ChangeRequest } from './entities/change-request.entity';

@Module({
  imports: [MikroOrmModule.forFeature([ChangeRequest, AuditEntry])],
  providers: [AuditService, AuditBatcher, ChangeRequestsService, AuditChainVerifier],
  exports: [AuditService, AuditBatcher, ChangeRequestsService, AuditChainVerifier],
})
export class AuditModule {}
