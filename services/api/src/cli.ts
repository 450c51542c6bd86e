import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError } from '@portal/server-core';
import { AppModule } from './app.module';
import { loadApiConfig } from './config/api-config';
import { migrate } from './database/migrate';
import { runDemoSeed } from './seed/demo-seed';

const COMMANDS = ['migrate', 'seed-demo'] as const;
type Command = (typeof COMMANDS)[number];

async function main(command: string | undefined): Promise<void> {
  if (!COMMANDS.includes(command as Command)) {
    console.error(`Usage: cli.js <${COMMANDS.join('|')}>`);
    process.exit(2);
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(loadApiConfig(process.env)), {
    logger: ['warn', 'error'],
  });
  try {
    if (command === 'migrate') {
      const applied = await migrate(app);
      console.log(applied.length ? `Applied ${applied.join(', ')}` : 'No pending migrations');
    } else {
      await runDemoSeed(app);
      console.log('Demo data seeded');
    }
  } finally {
    await app.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
