import 'reflect-metadata';
import { resolve } from 'node:path';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { AuditChainVerifier } from '@portal/audit';
import {
  checkLegacyFile,
  formatSummary,
  ImportError,
  importLegacyCsv,
  LegacyProfilesService,
  progressReporter,
} from '@portal/providers';
import { ConfigError, createSecurityLog } from '@portal/server-core';
import { createLogger } from '@portal/server-observability';
import { Registry } from 'prom-client';
import { AppModule } from './app.module';
import { auditVerifyReport } from './audit-log/audit-verify-report';
import { loadApiConfig } from './config/api-config';
import { migrate, roleOf } from './database/migrate';
import { runDemoSeed } from './seed/demo-seed';

const COMMANDS = ['migrate', 'seed-demo', 'import-legacy', 'audit:verify'] as const;
type Command = (typeof COMMANDS)[number];
const USAGE = `Usage: cli.js <migrate|seed-demo|import-legacy <file.csv>|audit:verify>`;

/** Exit code of an import that finished but rejected rows (the other rows were imported). */
const EXIT_ROWS_REJECTED = 3;

async function main(command: string | undefined, args: string[]): Promise<void> {
  if (!COMMANDS.includes(command as Command) || (command === 'import-legacy' && args.length !== 1)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadApiConfig(process.env);
  if (command === 'migrate') {
    if (!config.migrationDatabaseUrl)
      console.warn(
        'MIGRATION_DATABASE_URL is not set: migrating as DATABASE_URL’s role, which then may change the audit log (docs/notes-audit-roles.md)',
      );
    const owner = config.migrationDatabaseUrl;
    const applied = await migrate(owner ?? config.databaseUrl, owner ? roleOf(config.databaseUrl) : null);
    console.log(applied.length ? `Applied ${applied.join(', ')}` : 'No pending migrations');
    return;
  }
  // A missing or unreadable file is reported before the database is touched.
  const file = command === 'import-legacy' ? resolve(process.env['INIT_CWD'] ?? process.cwd(), args[0] as string) : '';
  if (file) await checkLegacyFile(file);
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(config, createSecurityLog('api-cli'), {
      log: createLogger('api-cli'),
      registry: new Registry(),
    }),
    {
      logger: ['warn', 'error'],
    },
  );
  try {
    if (command === 'seed-demo') {
      await runDemoSeed(app);
      console.log('Demo data seeded');
    } else if (command === 'audit:verify') {
      const { text, exitCode } = auditVerifyReport(await app.get(AuditChainVerifier).verify());
      (exitCode ? console.error : console.log)(text);
      process.exitCode = exitCode;
    } else {
      const pending = await app.get(MikroORM).migrator.getPending();
      if (pending.length)
        throw new ImportError(
          `The database has ${pending.length} pending migration(s): run "node services/api/dist/cli.js migrate" (or npm start) first`,
        );
      const legacy = app.get(LegacyProfilesService);
      const summary = await RequestContext.create(app.get(MikroORM).em, () =>
        importLegacyCsv(file, (profile) => legacy.upsert(profile), progressReporter(process.stderr)),
      );
      console.log(formatSummary(summary));
      if (summary.rejected.length) process.exitCode = EXIT_ROWS_REJECTED;
    }
  } finally {
    await app.close();
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ImportError ? error.message : error);
  process.exit(1);
});
