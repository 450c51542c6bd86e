import { Module, type DynamicModule } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { ProvidersModule } from '@portal/providers';
import { CPA005_CONFIG, type Cpa005Config } from './cpa005/cpa005-config';
import { Cpa005FileService } from './cpa005/cpa005-file.service';
import { DepositsService } from './deposits/deposits.service';
import { PaymentsController } from './deposits/payments.controller';
import { PaymentRunsModule } from './payment-runs.module';
import { PaymentRunsController } from './runs/payment-runs.controller';
import { PaymentRunsReadService } from './runs/payment-runs-read.service';

/** Payments over HTTP: payment runs and their CPA-005 files for administrators, deposits for providers and administrators. */
@Module({})
export class PaymentsModule {
  static forRoot(cpa005: Cpa005Config): DynamicModule {
    return {
      module: PaymentsModule,
      imports: [PaymentRunsModule, ProvidersModule, AuditModule],
      controllers: [PaymentRunsController, PaymentsController],
      providers: [{ provide: CPA005_CONFIG, useValue: cpa005 }, PaymentRunsReadService, Cpa005FileService, DepositsService],
    };
  }
}
