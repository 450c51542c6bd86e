import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { createSecurityLog, type SecurityLog } from '@portal/server-core';
import { accountRoutes } from './account/account-routes';
import type { IdentityConfig } from './config/identity-config';
import { createDatabase } from './database/database';
import { pendingMigrations } from './database/migrate';
import { createRequestHandler } from './http/request-handler';
import { ImpersonationStore } from './impersonation/impersonation-store';
import { impersonationRoutes } from './impersonation/impersonation-routes';
import { interactionRoutes } from './interaction/interaction-routes';
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
  close(): Promise<void>;
}

export interface IdentityServerOptions {
  /** Where security events go; JSON lines on stdout by default. */
  securityLog?: SecurityLog;
}

/** A start-up failure the operator fixes from its message alone. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

const logError = (error: unknown) => console.error(error);

/** Starts the provider on an up-to-date database; refuses to start while migrations are pending. */
export async function startIdentityServer(
  config: IdentityConfig,
  { securityLog = createSecurityLog('identity') }: IdentityServerOptions = {},
): Promise<IdentityServer> {
  const db = createDatabase(config.databaseUrl);
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
    provider.use(ownSignOutPages(config));
    provider.on('server_error', (_ctx, error) => logError(error));

    // Hashed now, so the first sign-in of an unknown username does not take longer than the others.
    await verifyAgainstDummy('');
    const throttle = new Throttle(db);
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
    const server = createServer(createRequestHandler({ config, db, provider, routes, logError }));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    });
    const purge = setInterval(
      () => Promise.all([purgeExpiredPayloads(db), throttle.purgeExpired()]).catch(logError),
      PURGE_INTERVAL_MS,
    );
    purge.unref();

    return {
      port: (server.address() as AddressInfo).port,
      async close() {
        clearInterval(purge);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
        await db.end();
      },
    };
  } catch (error) {
    await db.end();
    throw error;
  }
}
