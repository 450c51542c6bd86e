// `npm run import:legacy -- file.csv`: loads the old portal's provider profiles (docs/features/
// providers-and-approvals.md). Builds the API when needed (SKIP_BUILD=true uses the existing dist/), then runs
// `node services/api/dist/cli.js import-legacy <file>` against DATABASE_URL or, without it, against the
// embedded database: the one a running `npm start` serves on EMBEDDED_DB_PORT, else one started (and
// migrated) just for the import. The file name is resolved from the directory npm was run in.
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { run, startAndWaitForLine, stopAll } from './start/processes.mjs';
import { readSettings, workspaceRoot } from './start/settings.mjs';

const node = process.execPath;
const at = (...path) => resolve(workspaceRoot, ...path);

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

const listening = (port) =>
  new Promise((ok) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => ok(true)));
    socket.once('error', () => ok(false));
  });

function cli(args, env) {
  return new Promise((ok, reject) => {
    const child = spawn(node, [at('services/api/dist/cli.js'), ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('exit', (code, signal) => ok(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith('-')) fail('Usage: npm run import:legacy -- <file.csv>', 2);
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  if (!existsSync(file)) fail(`${file}: no such file`);

  const settings = readSettings();
  if (settings.build) {
    await run('build', node, [realpathSync(at('node_modules/.bin/nx')), 'run', 'api:build', '--outputStyle=stream'], {
      env: { NX_TUI: 'false' },
    });
  }

  const started = [];
  let databaseUrl = settings.databaseUrl;
  try {
    if (!databaseUrl) {
      const port = settings.ports.embeddedDb;
      if (await listening(port)) {
        // The runtime role of the embedded database (docs/notes-audit-roles.md), as npm start runs the API.
        databaseUrl = `postgres://portal_app@127.0.0.1:${port}/postgres`;
      } else {
        const db = await startAndWaitForLine(
          'embedded-db',
          node,
          [at('services/api/dist/embedded-db.js')],
          /embedded-db ready (\S+) owner (\S+)/,
          {
            env: { EMBEDDED_DB_DIR: settings.embeddedDbDir, EMBEDDED_DB_PORT: String(port) },
          },
        );
        started.push(db);
        databaseUrl = db.match[1];
        const migrated = await cli(['migrate'], { DATABASE_URL: databaseUrl, MIGRATION_DATABASE_URL: db.match[2] });
        if (migrated !== 0) throw new Error('the migrations failed');
      }
    }
    process.exitCode = await cli(['import-legacy', file], {
      DATABASE_URL: databaseUrl,
      INIT_CWD: process.env.INIT_CWD ?? process.cwd(),
    });
  } finally {
    await stopAll(started);
  }
}

main().catch((error) => fail(`import:legacy failed: ${error.message}`));
