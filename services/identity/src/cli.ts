import { DEMO_ACCOUNTS } from '@portal/demo-data';
import { z } from 'zod';
import { createDatabase } from './database/database';
import { migrate } from './database/migrate';
import { seedDemoAccounts } from './users/demo-seed';

const USAGE =
  'Usage: node dist/cli.js <migrate|seed-demo>   (DATABASE_URL must be set; migrate runs as MIGRATION_DATABASE_URL, the owner, when set)';

const envSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'MIGRATION_DATABASE_URL must be a postgres:// URL')
    .optional(),
});

const commands: Record<string, (db: ReturnType<typeof createDatabase>) => Promise<string>> = {
  async migrate(db) {
    const applied = await migrate(db);
    return applied.length ? `Applied migrations: ${applied.join(', ')}` : 'No pending migrations';
  },
  async 'seed-demo'(db) {
    const created = await seedDemoAccounts(db);
    const summary = created.length ? `Created demo accounts: ${created.join(', ')}` : 'Demo accounts already present';
    // `npm start` reads these lines to print the accounts once everything is up.
    const accounts = DEMO_ACCOUNTS.map((a) => `demo account: ${a.username.padEnd(12)} ${a.description}`);
    return [summary, ...accounts].join('\n');
  },
};

async function run(): Promise<void> {
  const command = commands[process.argv[2] ?? ''];
  if (!command) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = envSchema.safeParse(process.env);
  if (!env.success) {
    console.error(`${env.error.issues.map((issue) => issue.message).join('\n')}\n${USAGE}`);
    process.exit(2);
  }
  // The tables belong to the owner; the API's migrate grants the runtime role its privileges (docs/notes-audit-roles.md).
  const db = createDatabase(
    process.argv[2] === 'migrate' ? (env.data.MIGRATION_DATABASE_URL ?? env.data.DATABASE_URL) : env.data.DATABASE_URL,
  );
  try {
    console.log(await command(db));
  } finally {
    await db.end();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
