import { identityMigration, parseArgs, registerIdentityMigration } from './scaffold.mjs';

describe('parseArgs', () => {
  const domains = ['api', 'claims', 'identity', 'payments'];

  it('reads the domain, the name and --blank', () => {
    expect(parseArgs(['claims', 'add-claim-note'], domains)).toEqual({ domain: 'claims', name: 'add-claim-note', blank: false });
    expect(parseArgs(['--blank', 'payments', 'backfill_notes'], domains)).toEqual({
      domain: 'payments',
      name: 'backfill_notes',
      blank: true,
    });
    expect(parseArgs(['identity', 'add-mfa'], domains)).toMatchObject({ domain: 'identity' });
  });

  it('refuses a missing domain or name, an unknown domain, a badly formed name and unknown arguments, with the usage', () => {
    expect(() => parseArgs([], domains)).toThrow(/Usage: npm run migration:create -- <domain> <name>/);
    expect(() => parseArgs(['add-note'], domains)).toThrow(/Name the domain and the migration/);
    expect(() => parseArgs(['billing', 'add-note'], domains)).toThrow(/No migrations folder for billing: one of api, claims/);
    expect(() => parseArgs(['claims', 'Add Note'], domains)).toThrow(/lower-case words/);
    expect(() => parseArgs(['claims', 'add--note'], domains)).toThrow(/lower-case words/);
    expect(() => parseArgs(['claims', 'a', 'b'], domains)).toThrow(/Unexpected argument b/);
    expect(() => parseArgs(['claims', 'a', '--service=api'], domains)).toThrow(/Unexpected argument --service=api/);
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
