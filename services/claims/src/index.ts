export { ClaimsModule } from './claims.module';
export type { ClaimStatus } from './entities/claim.entity';
