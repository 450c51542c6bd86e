import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A statement or a part of one (ADR "Typed SQL"): the text with `?` placeholders, the only style the
 * hand-written SQL uses, and its values in order. Parts compose by joining their texts and
 * concatenating their values.
 */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/**
 * `?` placeholders as `pg`'s `$1`, `$2`… Every `?` is a placeholder: the hand-written SQL uses no
 * jsonb `?` operator (`jsonb_exists` instead) and no `?` inside literals.
 */
export const numberPlaceholders = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** `value` taken literally in a LIKE or ILIKE pattern: `\`, `%` and `_` escaped by `\`, PostgreSQL's default escape. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern matching what starts with `value` (the `text_pattern_ops` indexes serve it). */
export const likePrefix = (value: string): string => `${escapeLike(value)}%`;

/**
 * Index bounds for what starts with `prefix`, as `column ~>=~ from and column ~<~ below` (the
 * `text_pattern_ops` byte order): PostgreSQL derives the same bounds from a LIKE on a literal prefix,
 * not from a LIKE on a parameter, so a prepared statement's generic plan needs them to scan only that
 * part of the index. `below` is `prefix` with its last character's code point plus one (UTF-8 keeps
 * code point order in byte order); the LIKE stays the condition. A prefix of U+10FFFF only (a
 * noncharacter) gets an upper bound that misses names continuing with another one.
 */
export const prefixBounds = (prefix: string): { from: string; below: string } => {
  const chars = [...prefix];
  for (let last = chars.pop(); last !== undefined; last = chars.pop()) {
    const code = last.codePointAt(0) as number;
    if (code < 0x10ffff)
      return { from: prefix, below: chars.join('') + String.fromCodePoint(code === 0xd7ff ? 0xe000 : code + 1) };
  }
  return { from: prefix, below: `${prefix}\u{10FFFF}` };
};

/** A LIKE pattern matching what contains `value` (the trigram indexes serve it). */
export const likeAnywhere = (value: string): string => `%${escapeLike(value)}%`;

/**
 * A `json`/`jsonb` column's value, whether the runner decoded it (`pg` does) or handed over its text.
 * Only for columns holding objects or arrays (a JSON string would be decoded twice).
 */
export const decodeJson = <T extends object | null>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A `pg` pool or client, or anything that runs statements the same way. */
export interface StatementRunner<R extends { rows: unknown[] } = { rows: unknown[] }> {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<R>;
}

/**
 * Where a statement runs: the ORM's entity manager (inside its transaction when it is in one; the
 * ORM inlines the values) or a `pg` pool or client (the values as parameters).
 */
export type SqlRunner = Pick<EntityManager, 'execute'> | StatementRunner;

/** Runs `part` on `runner` and returns its rows, typed as the caller's `T`. */
export async function runSql<T>(runner: SqlRunner, { sql, params }: SqlPart): Promise<T[]> {
  if ('execute' in runner) return runner.execute<T[]>(sql, params);
  return (await runner.query({ text: numberPlaceholders(sql), values: params })).rows as T[];
}
