export { ClaimPaymentsService, type PaidCounts, type PaidLine, type PayableLine } from './claim-payments.service';
export { ClaimReadjudicationService, type ReadjudicationPage } from './claim-readjudication.service';
export { ClaimsClock } from './claims-clock';
export { ClaimsModule } from './claims.module';
export { ClaimsService, type ClaimsOnDay } from './claims.service';
export type { ClaimStatus } from './entities/claim.entity';
export { claimsAdjudicated, claimsSubmitted, registerClaimsMetrics } from './claims-metrics';
export { claimsMigrations } from './migrations';
