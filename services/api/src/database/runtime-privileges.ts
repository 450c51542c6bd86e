import type { EntityManager } from '@mikro-orm/postgresql';

const quote = (role: string) => `"${role.replace(/"/g, '""')}"`;

/** Tables the runtime role only reads: the records of which migrations ran (the API's, the identity service's). */
const MIGRATION_RECORDS = ['mikro_orm_migrations', 'identity_migrations'];

/**
 * Grants the runtime role (DATABASE_URL's) what the API and the identity service need, as the owner,
 * after every migration run, so a privilege granted by hand since is taken back: read and write every
 * table, now and the ones the owner creates later (the identity service's migrations run after these),
 * use the sequences, only read the migration records, and on `audit_entry` only INSERT and SELECT. Not
 * being the owner, it cannot ALTER (disable a trigger), DROP or TRUNCATE anything (docs/notes-audit-roles.md).
 */
export async function grantRuntimePrivileges(em: EntityManager, role: string): Promise<void> {
  const runtime = quote(role);
  await em.transactional(async (tx) => {
    const [self] = await tx.execute<{ same: boolean }[]>('select current_user = ? as same', [role]);
    if (self?.same)
      throw new Error(`The runtime role ${role} is the owner running the migrations: give DATABASE_URL another role`);
    for (const sql of [
      `grant usage on schema public to ${runtime}`,
      `grant select, insert, update, delete on all tables in schema public to ${runtime}`,
      `grant usage, select on all sequences in schema public to ${runtime}`,
      `alter default privileges in schema public grant select, insert, update, delete on tables to ${runtime}`,
      `alter default privileges in schema public grant usage, select on sequences to ${runtime}`,
      `revoke all on audit_entry from ${runtime}`,
      `grant select, insert on audit_entry to ${runtime}`,
    ])
      await tx.execute(sql);
    for (const table of MIGRATION_RECORDS) {
      const [found] = await tx.execute<{ exists: boolean }[]>('select to_regclass(?) is not null as exists', [table]);
      if (!found?.exists) continue;
      await tx.execute(`revoke all on ${table} from ${runtime}`);
      await tx.execute(`grant select on ${table} to ${runtime}`);
    }
  });
}
