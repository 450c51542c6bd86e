// The zod-free part of the contracts: what the shell and the shared libraries run before the first
// paint, and the plain helpers a remote page uses without loading every schema and zod (the shared root
// entry cannot be tree-shaken). Not a federation singleton: each app bundles the few modules it imports
// (ADR 030).
export * from '../check';
export * from '../default-benefits-offices';
export * from '../languages';
export * from '../locale-format';
export * from '../member-id';
export * from '../plan-codes';
export * from '../portal-access';
export * from '../provider-standing';
export * from '../remote/contract-version';
export * from '../remote/guard';
export * from '../remote/route-table';
export * from '../remote/route-vocabulary';
export * from '../roles';
export * from '../routes/route';
