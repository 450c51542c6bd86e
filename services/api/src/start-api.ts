import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import { AuditService } from '@portal/audit';
import { startOpsServer, type Logger, type OpsServer } from '@portal/server-observability';
import { checkAuditLogRole } from './audit-log/audit-log-role-check';
import type { ApiConfig } from './config/api-config';
import { pendingMigrations } from './database/pending-migrations';
import { ReadinessService } from './health/readiness.service';
import { APP_LOG, METRICS_REGISTRY } from './observability/observability.module';

/** A start-up failure the operator fixes from its message alone. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface RunningApi {
  app: NestFastifyApplication;
  port: number;
  ops: OpsServer;
  /** Readiness turns false at once (SIGTERM's first step); the API still serves. */
  startDraining(): void;
  /** Stops accepting, lets in-flight requests finish, closes the database and the operator's port. */
  close(): Promise<void>;
}

/**
 * Serves a created application: refuses a database with migrations pending or an audit-log role that
 * could rewrite history, then listens on the traffic port and the operator's (METRICS_PORT).
 */
export async function startApi(app: NestFastifyApplication, config: ApiConfig): Promise<RunningApi> {
  try {
    const pending = await pendingMigrations(app.get(MikroORM));
    if (pending.length)
      throw new StartupError(
        `The database needs migrating first (node services/api/dist/cli.js migrate, as MIGRATION_DATABASE_URL's owner); pending: ${pending.join(', ')}`,
      );
    const log = app.get<Logger>(APP_LOG);
    await checkAuditLogRole(app.get(AuditService), config.production, (problem) => log.warn(problem));
  } catch (error) {
    await app.close();
    throw error;
  }
  const readiness = app.get(ReadinessService);
  const ops = await startOpsServer({
    port: config.metricsPort,
    host: config.host,
    registry: app.get(METRICS_REGISTRY),
    readiness: () => readiness.check(),
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  return {
    app,
    port: typeof address === 'object' && address ? address.port : config.port,
    ops,
    startDraining: () => readiness.startDraining(),
    async close() {
      // The HTTP server first (no new connections, in-flight requests finish): Nest's own close would
      // close the database while requests still run, and only then the server.
      await app.getHttpAdapter().getInstance().close();
      await app.close();
      await ops.close();
    },
  };
}
