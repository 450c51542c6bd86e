export { AuditModule } from './audit.module';
export { AuditService, type AuditRecord, type AuditSql } from './audit.service';
export { ChangeRequestsService, type ChangeRequestView, type NewChangeRequest, type Snapshot } from './change-requests.service';
export * from './audit-actor';
export { memberReadBy } from './member-read';
export { AuditChainVerifier, type ChainHead, type ChainProblem, type ChainReport } from './chain/audit-chain-verifier';
export { auditMigrations } from './migrations';
