export { AuditModule } from './audit.module';
export { AuditService, type AuditRecord } from './audit.service';
export { AuditBatcher } from './audit-batcher';
export * from './audit-actor';
export { memberReadBy } from './member-read';
export { AUDIT_CHAINS } from './chain/audit-chain';
export { AuditChainVerifier, type ChainHead, type ChainProblem, type ChainReport } from './chain/audit-chain-verifier';
export { auditMigrations } from './migrations';
