export { loadCpa005Config, type Cpa005Config } from './cpa005/cpa005-config';
export { PaymentRunsModule } from './payment-runs.module';
export { PaymentsModule } from './payments.module';
export { PaymentRunsService, type RunActor, type RunOutcome } from './runs/payment-runs.service';
export { paymentsMigrations } from './migrations';
