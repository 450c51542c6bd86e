import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createRoleSql, OWNER_ROLE, RUNTIME_ROLE } from './database-roles';
import { LoginRoleQueue } from './login-role-queue';

export interface EmbeddedPostgresOptions {
  /** Directory holding the data; omit for an in-memory database. */
  dataDir?: string;
  host?: string;
  port: number;
  /** Concurrent client connections; PGlite itself serialises transactions. */
  maxConnections?: number;
  /** A cluster to start from, as PGlite's `dumpDataDir` wrote it, instead of a new one (initdb). */
  loadDataDir?: Blob;
}

export interface EmbeddedPostgres {
  /** A `postgres://` URL any PostgreSQL client (MikroORM, pg) can use, logged in as the runtime role. */
  url: string;
  /** The same database as its owner, who runs the migrations. */
  ownerUrl: string;
  stop(): Promise<void>;
}

/**
 * The embedded cluster's roles, as an operator sets them up on PostgreSQL (docs/notes-audit-roles.md):
 * the owner owns the database, so its public schema, and whatever an earlier version created as the
 * superuser (REASSIGN OWNED cannot move the bootstrap superuser's objects: one by one).
 */
const ROLES_SQL = [
  createRoleSql(OWNER_ROLE),
  createRoleSql(RUNTIME_ROLE),
  `do $owner$ declare item record; begin
     execute format('alter database %I owner to ${OWNER_ROLE}', current_database());
     for item in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relowner = 'postgres'::regrole loop
       execute format('alter table public.%I owner to ${OWNER_ROLE}', item.relname);
     end loop;
     for item in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S' and c.relowner = 'postgres'::regrole
         and not exists (select from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i')) loop
       execute format('alter sequence public.%I owner to ${OWNER_ROLE}', item.relname);
     end loop;
     for item in select p.oid::regprocedure as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proowner = 'postgres'::regrole
         and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e') loop
       execute format('alter function %s owner to ${OWNER_ROLE}', item.signature);
     end loop;
   end $owner$`,
];

// pg_trgm: the providers list's substring search uses trigram indexes (migration provider-search-indexes).
const EXTENSIONS = { pg_trgm };

/**
 * PGlite (PostgreSQL in WASM) behind the PostgreSQL wire protocol, so the production driver and SQL
 * run unchanged; connections run as the role they log in as (`LoginRoleQueue`).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const host = options.host ?? '127.0.0.1';
  if (options.dataDir) await mkdir(dirname(options.dataDir), { recursive: true });
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: EXTENSIONS,
  });
  for (const sql of ROLES_SQL) await db.exec(sql);
  const server = new PGLiteSocketServer({ db, host, port: options.port, maxConnections: options.maxConnections ?? 64 });
  // pglite-socket 0.2.17 gives each connection's handler its server's `queryQueue`: ours instead.
  const internals = server as unknown as { queryQueue?: unknown };
  if (!internals.queryQueue) throw new Error('@electric-sql/pglite-socket changed: the server has no queryQueue to replace');
  internals.queryQueue = new LoginRoleQueue(db);
  await server.start();
  const url = (role: string) => `postgres://${role}@${host}:${options.port}/postgres`;
  return {
    url: url(RUNTIME_ROLE),
    ownerUrl: url(OWNER_ROLE),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/** A new cluster's data directory, dumped as `loadDataDir` takes it. */
export async function dumpNewCluster(): Promise<Blob> {
  const db = await PGlite.create({ extensions: EXTENSIONS });
  try {
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}
