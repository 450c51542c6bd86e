import type { EntityManager } from '@mikro-orm/postgresql';
import { numberPlaceholders, type StatementRunner } from './sql';

const texts = new Map<string, string>();
/** duplicate_prepared_statement, invalid_sql_statement_name: the session is shared (a transaction-pooling proxy). */
const SHARED_SESSION_CODES = new Set(['42P05', '26000']);
let namedStatements = true;

/** The statement's text with numbered placeholders, numbered once per statement name. */
const numbered = (name: string, sql: string): string => {
  let text = texts.get(name);
  if (text === undefined) {
    text = numberPlaceholders(sql);
    texts.set(name, text);
  }
  return text;
};

/** What `pg` runs: a statement, its name for preparing it, its values. */
export interface NamedStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * Runs a named statement on a `pg` pool, prepared once per connection, and returns `pg`'s result.
 * Where connections share one session (a transaction-pooling proxy) names
 * clash: the statement is then run unnamed, from then on, which is refused before anything runs.
 */
export async function namedQuery<R extends { rows: unknown[] }>(
  pool: StatementRunner<R>,
  { name, text, values }: NamedStatement,
): Promise<R> {
  if (!namedStatements) return pool.query({ text, values });
  try {
    return await pool.query({ name, text, values });
  } catch (error) {
    if (!SHARED_SESSION_CODES.has((error as { code?: string }).code ?? '')) throw error;
    namedStatements = false;
    return pool.query({ text, values });
  }
}

/**
 * Runs a hot path's statement as a named prepared statement on the ORM's `pg` pool, outside any
 * transaction of the entity manager: PostgreSQL plans it once per connection instead of on every
 * call, and the values travel as parameters instead of being inlined into the text (ADR 018).
 * `name` must always go with the same `sql`; placeholders are `?`.
 */
export async function preparedQuery<T>(em: EntityManager, name: string, sql: string, params: readonly unknown[]): Promise<T[]> {
  const pool = await em.getConnection().getNativeClient();
  return (await namedQuery(pool, { name, text: numbered(name, sql), values: [...params] })).rows as T[];
}

/**
 * Runs a statement with its values as parameters (never inlined into the text), planned for those
 * very values: for searches, whose best plan depends on the values (a generic plan cannot know the
 * page's LIMIT and OFFSET). Placeholders are `?`.
 */
export async function parameterizedQuery<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  const pool = await em.getConnection().getNativeClient();
  return (await pool.query(numberPlaceholders(sql), [...params])).rows as T[];
}
