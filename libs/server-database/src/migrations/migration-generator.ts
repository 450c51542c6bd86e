import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MigrationGenerator } from '@mikro-orm/migrations';

/** A migration's three names: file (without `.ts`), exported class, and the name recorded in `mikro_orm_migrations`. */
export interface MigrationNames {
  fileName: string;
  className: string;
  migrationName: string;
}

const NAME = /^[a-z][a-z0-9]*([-_][a-z0-9]+)*$/;

/** `20261121090000` + `add-claim-note` -> `20261121090000-add-claim-note.ts`, `Migration20261121090000AddClaimNote`, `Migration20261121090000_add_claim_note`. */
export function migrationNames(timestamp: string, name: string): MigrationNames {
  if (!/^\d{14}$/.test(timestamp)) throw new Error(`A migration timestamp is 14 digits (YYYYMMDDhhmmss), got ${timestamp}`);
  if (!NAME.test(name)) {
    throw new Error(`Name the migration in lower case words joined by - or _ (for example add-claim-note), got "${name}"`);
  }
  const words = name.split(/[-_]/);
  return {
    fileName: `${timestamp}-${words.join('-')}`,
    className: `Migration${timestamp}${words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('')}`,
    migrationName: `Migration${timestamp}_${words.join('_')}`,
  };
}

// Inside a template literal only backticks, backslashes and `${` need escaping (a lone `$`, as in a
// plpgsql `$$` body, must stay as written: ESLint's no-useless-escape rejects `\$`).
const statement = (sql: string) => `    this.addSql(\`${sql.replace(/[`\\]|\$(?=\{)/g, '\\$&')}\`);\n`;

/** The migration file, in the style of the committed ones: forward only, one `addSql` per statement. */
export function renderMigration(names: MigrationNames, up: string[]): string {
  // A blank migration (`--blank`) comes from MikroORM as a lone `select 1`: leave a placeholder instead.
  const statements = up.filter((sql) => sql.trim() !== '' && sql.trim() !== 'select 1');
  return [
    `import { Migration } from '@mikro-orm/migrations';\n`,
    `\n`,
    `/** TODO: say what this migration changes and why. */\n`,
    `export class ${names.className} extends Migration {\n`,
    `  override name = '${names.migrationName}';\n`,
    `\n`,
    `  override up(): void {\n`,
    statements.length ? statements.map(statement).join('') : '    // this.addSql(`...`);\n',
    `  }\n`,
    `}\n`,
  ].join('');
}

/** Adds the migration to a domain's `migrations/index.ts`: an import after the last one, an entry at the end of its list. */
export function registerMigration(index: string, names: MigrationNames): string {
  const imports = [...index.matchAll(/^import .*;\n/gm)];
  const lastImport = imports.at(-1);
  const listEnd = index.lastIndexOf('];');
  if (!lastImport || listEnd < 0)
    throw new Error('migrations/index.ts does not look like an import list and a migrationsList array');
  const importEnd = (lastImport.index ?? 0) + lastImport[0].length;
  // A domain's first migration goes into its empty `[]`.
  const entry = `${index[listEnd - 1] === '[' ? '\n' : ''}  { name: '${names.migrationName}', class: ${names.className} },\n`;
  return (
    index.slice(0, importEnd) +
    `import { ${names.className} } from './${names.fileName}';\n` +
    index.slice(importEnd, listEnd) +
    entry +
    index.slice(listEnd)
  );
}

/**
 * What `mikro-orm migration:create` (and so `npm run migration:create -- <domain> <name>`) writes:
 * the migration in the project's naming and style, in the domain's `migrations` folder and registered
 * in its `index.ts` (the list is explicit so bundling cannot drop or reorder one).
 */
export class PortalMigrationGenerator extends MigrationGenerator {
  override async generate(diff: { up: string[]; down: string[] }, path?: string, name?: string): Promise<[string, string]> {
    const folder = path ?? this.options.path;
    if (!folder) throw new Error('migrations.path is not configured');
    const timestamp = new Date().toISOString().replace(/[-T:]|\.\d{3}Z$/g, '');
    const names = migrationNames(timestamp, name ?? '');
    const code = renderMigration(names, diff.up);
    const indexPath = join(folder, 'index.ts');
    const index = registerMigration(await readFile(indexPath, 'utf8'), names);
    await writeFile(join(folder, `${names.fileName}.ts`), code, { flag: 'wx' });
    await writeFile(indexPath, index);
    return [code, `${names.fileName}.ts`];
  }

  override generateMigrationFile(className: string, diff: { up: string[]; down: string[] }): string {
    return renderMigration({ fileName: '', className, migrationName: className }, diff.up);
  }
}
