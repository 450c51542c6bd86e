import pg from 'pg';
import { createRoleSql, OWNER_ROLE, RUNTIME_ROLE, urlAs } from './database-roles';
import { startPostgresServer, type PostgresServerOptions } from './postgres-server';

export interface EmbeddedPostgres {
  /** The product's database as the runtime role: what the services log in as. */
  url: string;
  /** The same database as its owner, who runs the migrations. */
  ownerUrl: string;
  stop(): Promise<void>;
}

/** The product's database in the embedded cluster. */
const DATABASE = 'portal';

/**
 * The embedded default (no DATABASE_URL): a PostgreSQL server with the product's database and its
 * roles as an operator sets them up (docs/notes-audit-roles.md): the owner owns the database, so its
 * public schema; the runtime role gets its privileges from the migrations.
 */
export async function startEmbeddedPostgres(options: PostgresServerOptions): Promise<EmbeddedPostgres> {
  const server = await startPostgresServer(options);
  const client = new pg.Client({ connectionString: server.url });
  try {
    await client.connect();
    for (const role of [OWNER_ROLE, RUNTIME_ROLE]) await client.query(createRoleSql(role));
    const { rowCount } = await client.query('select from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE} owner ${OWNER_ROLE}`);
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await client.end();
  }
  const url = new URL(server.url);
  url.pathname = `/${DATABASE}`;
  return { url: urlAs(url.toString(), RUNTIME_ROLE), ownerUrl: urlAs(url.toString(), OWNER_ROLE), stop: server.stop };
}
