import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditBatcher } from './audit-batcher';
import { AuditService } from './audit.service';
import { AuditChainVerifier } from './chain/audit-chain-verifier';
import { AuditEntry } from './entities/audit-entry.entity';

@Module({
  imports: [MikroOrmModule.forFeature([AuditEntry])],
  providers: [AuditService, AuditBatcher, AuditChainVerifier],
  exports: [AuditService, AuditBatcher, AuditChainVerifier],
})
export class AuditModule {}
