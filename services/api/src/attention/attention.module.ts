import { Module } from '@nestjs/common';
import { ClaimsModule } from '@portal/claims';
import { ChangeRequestsModule, ProvidersModule } from '@portal/providers';
import { AttentionController } from './attention.controller';
import { AttentionService } from './attention.service';

@Module({
  imports: [ChangeRequestsModule, ClaimsModule, ProvidersModule],
  controllers: [AttentionController],
  providers: [AttentionService],
})
export class AttentionModule {}
