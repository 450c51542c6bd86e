// npm run migration:create -- <name> [--blank] [--service api|identity]
//
// API: starts a throwaway embedded PostgreSQL server, applies every committed migration with the MikroORM CLI
// (services/api/mikro-orm.config.ts), then runs `mikro-orm migration:create`, which writes the SQL
// that makes that schema match the entities into services/api/src/migrations (and registers it in
// index.ts). Identity: writes the next numbered SQL migration stub (ADR 005).
import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startThrowawayPostgres } from '../database/throwaway-postgres.mjs';
import { identityMigration, parseArgs, registerIdentityMigration } from './scaffold.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Runs the MikroORM CLI against `databaseUrl`; resolves with its output (also shown). */
function mikroOrm(args, databaseUrl) {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [resolve(root, 'node_modules/@mikro-orm/cli/cli.js'), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? ok(output) : fail(new Error(`mikro-orm ${args[0]} exited with ${code}`))));
  });
}

async function createApiMigration({ name, blank }) {
  const server = await startThrowawayPostgres();
  try {
    console.log('Applying the committed migrations to a throwaway database...');
    await mikroOrm(['migration:up'], server.url);
    const output = await mikroOrm(['migration:create', '--name', name, ...(blank ? ['--blank'] : [])], server.url);
    if (/No changes required/i.test(output)) {
      console.log('The entities match the committed migrations: nothing to write (use --blank for a data migration).');
    } else {
      console.log('Written to services/api/src/migrations and registered in its index.ts: review the SQL and the TODO comment.');
    }
  } finally {
    await server.stop();
  }
}

async function createIdentityMigration({ name }) {
  const folder = resolve(root, 'services/identity/src/migrations');
  const migration = identityMigration(await readdir(folder), name);
  const indexPath = resolve(folder, 'index.ts');
  const index = registerIdentityMigration(await readFile(indexPath, 'utf8'), migration);
  await writeFile(resolve(folder, `${migration.fileName}.ts`), migration.code, { flag: 'wx' });
  await writeFile(indexPath, index);
  console.log(`Written services/identity/src/migrations/${migration.fileName}.ts and registered it in index.ts: write its SQL.`);
}

try {
  const options = parseArgs(process.argv.slice(2));
  await (options.service === 'identity' ? createIdentityMigration(options) : createApiMigration(options));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
