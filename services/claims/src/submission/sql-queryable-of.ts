import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlQueryable } from '@portal/server-mail';

/** The outbox's `$n` statements on the entity manager's connection, inside its current transaction. */
export const sqlQueryableOf = (em: EntityManager): SqlQueryable => ({
  query: async (sql, params) => ({ rows: await em.execute(sql.replace(/\$\d+/g, '?'), params ?? []) }),
});
