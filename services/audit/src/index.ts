export { AuditModule } from './audit.module';
export { AuditService, type AuditRecord } from './audit.service';
