import { migrationNames, registerMigration, renderMigration } from './migration-generator';

describe('migration generator', () => {
  const names = migrationNames('20261201093000', 'add-claim_note');

  it('names file, class and record like the committed migrations', () => {
    expect(names).toEqual({
      fileName: '20261201093000-add-claim-note',
      className: 'Migration20261201093000AddClaimNote',
      migrationName: 'Migration20261201093000_add_claim_note',
    });
    expect(migrationNames('20261121090000', 'initial').migrationName).toBe('Migration20261121090000_initial');
    expect(() => migrationNames('20261201093000', 'Add Note')).toThrow(/lower case words/);
    expect(() => migrationNames('2026', 'x')).toThrow(/14 digits/);
  });

  it('escapes only what a template literal needs: a plpgsql $$ body stays as written', () => {
    const rendered = renderMigration(names, [
      'create function f() returns trigger as $$ begin return new; end $$ language plpgsql;',
      "select '${x}';",
    ]);
    expect(rendered).toContain('as $$ begin return new; end $$ language');
    expect(rendered).toContain("select '\\${x}';");
  });

  it('renders a forward-only migration with one addSql per statement, escaping backticks', () => {
    expect(renderMigration(names, ['alter table "claim" add "note" text null;', '', 'select `x`;'])).toBe(
      `import { Migration } from '@mikro-orm/migrations';

/** TODO: say what this migration changes and why. */
export class Migration20261201093000AddClaimNote extends Migration {
  override name = 'Migration20261201093000_add_claim_note';

  override up(): void {
    this.addSql(\`alter table "claim" add "note" text null;\`);
    this.addSql(\`select \\\`x\\\`;\`);
  }
}
`,
    );
    expect(renderMigration(names, [])).toContain('    // this.addSql(`...`);\n');
    expect(renderMigration(names, ['select 1'])).toContain('    // this.addSql(`...`);\n');
  });

  it('registers the migration last in migrationsList, imported after the others', () => {
    const index = `import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121090000Initial } from './20261121090000-initial';

/** Every migration, in order. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121090000_initial', class: Migration20261121090000Initial },
];
`;
    expect(registerMigration(index, names)).toBe(`import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121090000Initial } from './20261121090000-initial';
import { Migration20261201093000AddClaimNote } from './20261201093000-add-claim-note';

/** Every migration, in order. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121090000_initial', class: Migration20261121090000Initial },
  { name: 'Migration20261201093000_add_claim_note', class: Migration20261201093000AddClaimNote },
];
`);
  });

  it("puts a domain's first migration into its empty list", () => {
    const empty = `import type { MigrationObject } from '@mikro-orm/core';

export const paymentsMigrations: MigrationObject[] = [];
`;
    expect(registerMigration(empty, names)).toBe(`import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261201093000AddClaimNote } from './20261201093000-add-claim-note';

export const paymentsMigrations: MigrationObject[] = [
  { name: 'Migration20261201093000_add_claim_note', class: Migration20261201093000AddClaimNote },
];
`);
  });
});
