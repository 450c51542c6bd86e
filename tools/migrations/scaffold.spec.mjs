import { identityMigration, parseArgs, registerIdentityMigration } from './scaffold.mjs';

describe('parseArgs', () => {
  it('reads the name, --blank and --service', () => {
    expect(parseArgs(['add-claim-note'])).toEqual({ name: 'add-claim-note', blank: false, service: 'api' });
    expect(parseArgs(['--blank', 'backfill_notes'])).toEqual({ name: 'backfill_notes', blank: true, service: 'api' });
    expect(parseArgs(['add-mfa', '--service', 'identity'])).toMatchObject({ service: 'identity' });
    expect(parseArgs(['--name', 'x1', '--service=api'])).toMatchObject({ name: 'x1', service: 'api' });
  });

  it('refuses a missing or badly formed name and unknown arguments, with the usage', () => {
    expect(() => parseArgs([])).toThrow(/Usage: npm run migration:create/);
    expect(() => parseArgs(['Add Note'])).toThrow(/lower-case words/);
    expect(() => parseArgs(['add--note'])).toThrow(/lower-case words/);
    expect(() => parseArgs(['a', 'b'])).toThrow(/Unexpected argument b/);
    expect(() => parseArgs(['a', '--service', 'claims'])).toThrow(/api or identity/);
  });
});

describe('identity migrations', () => {
  const index = `import type { Migration } from './migration';
import { identitySchema } from './0001-identity-schema';

export type { Migration } from './migration';

/** Every migration in the order it runs; append new ones, never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [identitySchema];
`;

  it('numbers the next migration after the highest one and names its export after the file', () => {
    const migration = identityMigration(['index.ts', 'migration.ts', '0001-identity-schema.ts', '0002-x.ts'], 'add-mfa_secret');
    expect(migration).toMatchObject({ fileName: '0003-add-mfa-secret', exportName: 'addMfaSecret' });
    expect(migration.code).toContain(`export const addMfaSecret: Migration = {\n  name: '0003-add-mfa-secret',`);
  });

  it('registers it last in MIGRATIONS, imported after the other migrations', () => {
    const next = registerIdentityMigration(index, { fileName: '0002-add-mfa', exportName: 'addMfa' });
    expect(next).toContain(
      `import { identitySchema } from './0001-identity-schema';\nimport { addMfa } from './0002-add-mfa';\n`,
    );
    expect(next).toContain('export const MIGRATIONS: readonly Migration[] = [identitySchema, addMfa];');
  });
});
