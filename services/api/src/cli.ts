import 'reflect-metadata';
import { resolve } from 'node:path';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { LegacyProfilesService } from '@portal/providers';
import { ConfigError, createSecurityLog } from '@portal/server-core';
import { AppModule } from './app.module';
import { loadApiConfig } from './config/api-config';
import { migrate } from './database/migrate';
import { checkLegacyFile, formatSummary, ImportError, importLegacyCsv, progressReporter } from './legacy/import-legacy';
import { runDemoSeed } from './seed/demo-seed';

const COMMANDS = ['migrate', 'seed-demo', 'import-legacy'] as const;
type Command = (typeof COMMANDS)[number];
const USAGE = `Usage: cli.js <migrate|seed-demo|import-legacy <file.csv>>`;

/** Exit code of an import that finished but rejected rows (the other rows were imported). */
const EXIT_ROWS_REJECTED = 3;

async function main(command: string | undefined, args: string[]): Promise<void> {
  if (!COMMANDS.includes(command as Command) || (command === 'import-legacy' && args.length !== 1)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadApiConfig(process.env);
  // A missing or unreadable file is reported before the database is touched.
  const file = command === 'import-legacy' ? resolve(process.env['INIT_CWD'] ?? process.cwd(), args[0] as string) : '';
  if (file) await checkLegacyFile(file);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, createSecurityLog('api-cli')), {
    logger: ['warn', 'error'],
  });
  try {
    if (command === 'migrate') {
      const applied = await migrate(app);
      console.log(applied.length ? `Applied ${applied.join(', ')}` : 'No pending migrations');
    } else if (command === 'seed-demo') {
      await runDemoSeed(app);
      console.log('Demo data seeded');
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
