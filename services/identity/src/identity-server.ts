import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { createSecurityLog, type SecurityLog } from '@portal/server-core';
import {
  createAccessRecorder,
  createLogger,
  createMetricsRegistry,
  registerPoolMetrics,
  startOpsServer,
  type Logger,
} from '@portal/server-observability';
import type { Registry } from 'prom-client';
import { accountRoutes } from './account/account-routes';
import type { IdentityConfig } from './config/identity-config';
import { createDatabase } from './database/database';
import { pendingMigrations } from './database/migrate';
import { createReadiness } from './http/readiness';
import { createRequestHandler, oidcRouteNames } from './http/request-handler';
import { ImpersonationStore } from './impersonation/impersonation-store';
import { impersonationRoutes } from './impersonation/impersonation-routes';
import { interactionRoutes } from './interaction/interaction-routes';
import { countingSignInFailures } from './interaction/sign-in-metrics';
import { LoginThrottle } from './interaction/login-throttle';
import { loadCookieKeys } from './keys/cookie-keys';
import { loadSigningKeys } from './keys/signing-keys';
import { ownSignOutPages } from './oidc/own-sign-out-pages';
import { purgeExpiredPayloads } from './oidc/postgres-adapter';
import { providerConfiguration } from './oidc/provider-configuration';
import { sessionStateRoutes } from './sessions/session-state-routes';
import { Throttle } from './throttle/throttle';
import { verifyAgainstDummy } from './users/password-hasher';
import { UserRepository } from './users/user-repository';

export interface IdentityServer {
  port: number;
  /** The operator's port: /metrics, /livez, /readyz. */
  metricsPort: number;
  /** Readiness turns false at once (SIGTERM's first step); requests are still served. */
  startDraining(): void;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

export interface IdentityServerOptions {
  /** Where security events go; JSON lines on stdout by default. */
  securityLog?: SecurityLog;
  /** Access lines and errors; JSON lines on stdout by default. */
  log?: Logger;
  registry?: Registry;
}

/** A start-up failure the operator fixes from its message alone. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** Starts the provider on an up-to-date database; refuses to start while migrations are pending. */
export async function startIdentityServer(
  config: IdentityConfig,
  {
    securityLog: givenSecurityLog = createSecurityLog('identity'),
    log = createLogger('identity'),
    registry = createMetricsRegistry('identity'),
  }: IdentityServerOptions = {},
): Promise<IdentityServer> {
  const db = createDatabase(config.databaseUrl);
  const logError = (error: unknown) => log.error({ err: error }, 'request failed');
  try {
    const pending = await pendingMigrations(db);
    if (pending.length) {
      throw new StartupError(`The identity database needs migrating first (cli.js migrate); pending: ${pending.join(', ')}`);
    }
    const users = new UserRepository(db);
    const [jwks, cookieKeys] = await Promise.all([loadSigningKeys(db, config.jwks), loadCookieKeys(db, config.cookieKeys)]);
    const impersonations = new ImpersonationStore(db);
    const provider = new Provider(config.issuer, providerConfiguration({ config, db, users, jwks, cookieKeys, impersonations }));
    provider.proxy = config.trustProxy;
    provider.use(oidcRouteNames());
    provider.use(ownSignOutPages(config));
    provider.on('server_error', (_ctx, error) => logError(error));

    // Hashed now, so the first sign-in of an unknown username does not take longer than the others.
    await verifyAgainstDummy('');
    const throttle = new Throttle(db);
    const securityLog = countingSignInFailures(givenSecurityLog, registry);
    registerPoolMetrics(registry, async () => db);
    const readiness = createReadiness(db, (error) => log.warn({ err: error }, 'readiness: database check failed'));
    const routes = [
      ...interactionRoutes({
        config,
        provider,
        users,
        securityLog,
        throttle: new LoginThrottle(throttle, config.signInThrottle),
      }),
      ...accountRoutes({ config, db, throttle, securityLog }),
      ...impersonationRoutes({ config, db, provider, users, impersonations, securityLog }),
      ...sessionStateRoutes(db),
    ];
    const record = createAccessRecorder(log, registry);
    const server = createServer(createRequestHandler({ config, db, provider, routes, readiness, logError, record }));
    const ops = await startOpsServer({
      port: config.metricsPort,
      host: config.host,
      registry,
      readiness: () => readiness.check(),
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    }).catch(async (error: unknown) => {
      await ops.close();
      throw error;
    });
    const purge = setInterval(
      () =>
        Promise.all([purgeExpiredPayloads(db), throttle.purgeExpired()]).catch((error: unknown) =>
          log.error({ err: error }, 'purge failed'),
        ),
      PURGE_INTERVAL_MS,
    );
    purge.unref();

    return {
      port: (server.address() as AddressInfo).port,
      metricsPort: ops.port,
      startDraining: () => readiness.startDraining(),
      async close() {
        clearInterval(purge);
        // In-flight requests finish; kept-alive connections close as soon as they are idle.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        await closed;
        clearInterval(sweep);
        await ops.close();
        await db.end();
      },
    };
  } catch (error) {
    await db.end();
    throw error;
  }
}
