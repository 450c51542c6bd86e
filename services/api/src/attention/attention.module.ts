import { Module } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { ClaimsModule } from '@portal/claims';
import { ProvidersModule } from '@portal/providers';
import { AttentionController } from './attention.controller';
import { AttentionService } from './attention.service';

@Module({
  imports: [AuditModule, ClaimsModule, ProvidersModule],
  controllers: [AttentionController],
  providers: [AttentionService],
})
export class AttentionModule {}
