import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { ClaimsModule } from '@portal/claims';
import { ProvidersModule } from '@portal/providers';
import { DepositLine } from './entities/deposit-line.entity';
import { Deposit } from './entities/deposit.entity';
import { PaymentRun } from './entities/payment-run.entity';
import { PaymentRunsService } from './runs/payment-runs.service';

/** Making payment runs, without HTTP: what the worker composes for its scheduled runs (ADR 025). */
@Module({
  imports: [MikroOrmModule.forFeature([PaymentRun, Deposit, DepositLine]), ClaimsModule, ProvidersModule, AuditModule],
  providers: [PaymentRunsService],
  exports: [PaymentRunsService],
})
export class PaymentRunsModule {}
