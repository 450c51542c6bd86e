import 'reflect-metadata';
import { AuditService } from '@portal/audit';
import { ConfigError, stopOnSignals } from '@portal/server-core';
import { checkAuditLogRole } from './audit-log/audit-log-role-check';
import { loadApiConfig } from './config/api-config';
import { API_PREFIX, createApp } from './http/create-app';

async function main(): Promise<void> {
  const config = loadApiConfig(process.env);
  if (config.usingDevelopmentKey)
    console.warn('DATA_ENCRYPTION_KEY is not set: using the development key (refused in production)');
  const app = await createApp(config, ['warn', 'error', 'fatal']);
  await checkAuditLogRole(app.get(AuditService), config.production).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  await app.listen({ port: config.port, host: config.host });
  stopOnSignals(() => app.close());
  console.log(`API listening on http://${config.host}:${config.port}/${API_PREFIX}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
