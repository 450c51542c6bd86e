// The pure parts of `npm run migration:create`: arguments, and the identity service's SQL migration stub.

const NAME = /^[a-z][a-z0-9]*([-_][a-z0-9]+)*$/;

export const USAGE = `Usage: npm run migration:create -- <domain> <name> [--blank]

  <domain>   the service that owns the tables: a folder of services/ with src/migrations
             (audit, claims, content, payments, plans, providers; api for the shared libraries'
             tables; identity for the identity service's plain SQL migrations)
  <name>     lower-case words joined by - or _, e.g. add-claim-note
  --blank    an empty migration (data changes), even when the entities did not change`;

/**
 * `['claims', 'add-note', '--blank']` -> `{ domain: 'claims', name: 'add-note', blank: true }`; throws
 * with the usage on bad input. `domains` are the services that have a migrations folder.
 */
export function parseArgs(argv, domains) {
  const options = { domain: undefined, name: undefined, blank: false };
  for (const arg of argv) {
    if (arg === '--blank') options.blank = true;
    else if (!arg.startsWith('-') && options.domain === undefined) options.domain = arg;
    else if (!arg.startsWith('-') && options.name === undefined) options.name = arg;
    else throw new Error(`Unexpected argument ${arg}\n\n${USAGE}`);
  }
  if (!options.domain || !options.name) throw new Error(`Name the domain and the migration.\n\n${USAGE}`);
  if (!domains.includes(options.domain))
    throw new Error(`No migrations folder for ${options.domain}: one of ${domains.join(', ')}\n\n${USAGE}`);
  if (!NAME.test(options.name)) {
    throw new Error(
      `Name the migration in lower-case words joined by - or _ (e.g. add-claim-note), got "${options.name}"\n\n${USAGE}`,
    );
  }
  return options;
}

const words = (name) => name.split(/[-_]/);

/**
 * The identity service's next migration (`services/identity/src/migrations`, ADR 005): numbered after
 * the highest existing `NNNN-*.ts`, exporting a `Migration` named like its file.
 */
export function identityMigration(existingFiles, name) {
  const numbers = existingFiles
    .map((file) => /^(\d{4})-.*\.ts$/.exec(file)?.[1])
    .filter(Boolean)
    .map(Number);
  const number = String(Math.max(0, ...numbers) + 1).padStart(4, '0');
  const fileName = `${number}-${words(name).join('-')}`;
  const exportName = words(name)
    .map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join('');
  const code = [
    `import type { Migration } from './migration';`,
    ``,
    `/** TODO: say what this migration changes and why. */`,
    `export const ${exportName}: Migration = {`,
    `  name: '${fileName}',`,
    `  up: \``,
    `    -- SQL here; it runs in one transaction under the migration lock.`,
    `  \`,`,
    `};`,
    ``,
  ].join('\n');
  return { fileName, exportName, code };
}

/** Adds the migration to the identity's `migrations/index.ts`: an import, and the last entry of `MIGRATIONS`. */
export function registerIdentityMigration(index, { fileName, exportName }) {
  const list = /(export const MIGRATIONS: readonly Migration\[\] = \[)([^\]]*)(\];)/.exec(index);
  const imports = [...index.matchAll(/^import .*;\n/gm)];
  if (!list || imports.length === 0) throw new Error('migrations/index.ts does not look like imports and a MIGRATIONS array');
  const items = list[2]
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const withEntry = index.replace(list[0], `${list[1]}${[...items, exportName].join(', ')}${list[3]}`);
  const lastImport = imports.at(-1);
  const importEnd = lastImport.index + lastImport[0].length;
  return `${withEntry.slice(0, importEnd)}import { ${exportName} } from './${fileName}';\n${withEntry.slice(importEnd)}`;
}
