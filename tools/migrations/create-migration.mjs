// npm run migration:create -- <domain> <name> [--blank]
//
// A domain of the API's database (ADR 051): starts a throwaway embedded PostgreSQL server, applies
// every committed migration with the MikroORM CLI (services/api/mikro-orm.config.ts, whose settings
// and generator are @portal/server-database's), then runs `mikro-orm migration:create`, which writes
// the SQL that makes that schema match the entities into services/<domain>/src/migrations (and
// registers it in index.ts). Identity: writes the next numbered SQL migration stub (ADR 005).
import { spawn } from 'node:child_process';
import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startThrowawayPostgres } from '../database/throwaway-postgres.mjs';
import { identityMigration, parseArgs, registerIdentityMigration } from './scaffold.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Runs the MikroORM CLI against `databaseUrl`; resolves with its output (also shown). */
function mikroOrm(args, databaseUrl, domain) {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [resolve(root, 'node_modules/@mikro-orm/cli/cli.js'), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, MIGRATION_DOMAIN: domain, FORCE_COLOR: '0' },
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

async function createDomainMigration({ domain, name, blank }) {
  const server = await startThrowawayPostgres();
  try {
    console.log('Applying the committed migrations to a throwaway database...');
    await mikroOrm(['migration:up'], server.url, domain);
    const output = await mikroOrm(['migration:create', '--name', name, ...(blank ? ['--blank'] : [])], server.url, domain);
    if (/No changes required/i.test(output)) {
      console.log('The entities match the committed migrations: nothing to write (use --blank for a data migration).');
    } else {
      console.log(
        `Written to services/${domain}/src/migrations and registered in its index.ts: review the SQL and the TODO comment.`,
      );
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

/** The services with a migrations folder (an index.ts listing them). */
async function domainsWithMigrations() {
  const services = await readdir(resolve(root, 'services'));
  const found = await Promise.all(
    services.map((service) =>
      access(resolve(root, 'services', service, 'src/migrations/index.ts')).then(
        () => service,
        () => null,
      ),
    ),
  );
  return found.filter(Boolean).sort();
}

try {
  const options = parseArgs(process.argv.slice(2), await domainsWithMigrations());
  await (options.domain === 'identity' ? createIdentityMigration(options) : createDomainMigration(options));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
