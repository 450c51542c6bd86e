import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261124070850AuditEntryHashChain } from './20261124070850-audit-entry-hash-chain';
import { Migration20261124223801AppendAuditEntry } from './20261124223801-append-audit-entry';
import { Migration20261125011500AuditChainNextFree } from './20261125011500-audit-chain-next-free';

/** The audit domain's migrations, in order; the API's CLI composes every domain's (services/api/src/migrations). */
export const auditMigrations: MigrationObject[] = [
  { name: 'Migration20261124070850_audit_entry_hash_chain', class: Migration20261124070850AuditEntryHashChain },
  { name: 'Migration20261124223801_append_audit_entry', class: Migration20261124223801AppendAuditEntry },
  { name: 'Migration20261125011500_audit_chain_next_free', class: Migration20261125011500AuditChainNextFree },
];
