// What runs in `npm run test:production`, and how: the production settings the images use, ports of
// its own (base PRODUCTION_PORT_BASE, default 18400), two replicas of each service behind nginx.
import { REMOTES } from '../remotes.mjs';

/** Readiness of each kind of process, as the Kubernetes probes ask it (the worker's on its operator port). */
export const READINESS = { api: '/api/readyz', identity: '/readyz', worker: '/readyz' };

/** The images' command (deploy/docker/*.Dockerfile CMD), run in /app/services/<service>. */
export const SERVICE_COMMAND = ['--import', './dist/instrument.js', 'dist/main.js'];

export function topology(base = Number(process.env['PRODUCTION_PORT_BASE'] ?? 18400)) {
  const portal = `http://localhost:${base + 80}`;
  const issuer = `http://localhost:${base + 81}`;
  return {
    ports: {
      portal: base + 80,
      identityOrigin: base + 81,
      api: [base + 90, base + 91],
      identity: [base + 92, base + 93],
      apiMetrics: [base + 94, base + 95],
      identityMetrics: [base + 96, base + 97],
      workerMetrics: [base + 98, base + 99],
    },
    urls: { portal, issuer, api: `${portal}/api` },
    /** The shell's config.json as the web ConfigMap holds it, for these origins. */
    shellConfig: {
      apiBaseUrl: `${portal}/api`,
      issuer,
      clientId: 'portal-shell',
      redirectUri: `${portal}/auth/callback`,
      postLogoutRedirectUri: `${portal}/`,
      remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, `${portal}/remotes/${remote.project}/mf-manifest.json`])),
      maintenance: false,
    },
  };
}

/** Each service's environment, as the Kubernetes manifests set it (deploy/kubernetes/base). */
export function serviceEnvironments({ urls }, { runtimeUrl, mailDir, keys }) {
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: runtimeUrl,
    OIDC_ISSUER: urls.issuer,
    API_AUDIENCE: urls.api,
    TRUST_PROXY: 'true',
  };
  return {
    api: {
      ...common,
      API_HOST: '127.0.0.1',
      CORS_ORIGINS: urls.portal,
      DATA_ENCRYPTION_KEY: keys.dataEncryptionKey,
      // Production refuses to start without the bank's originator details: the run names a made-up originator.
      CPA005_ORIGINATOR_ID: '0000000000',
      CPA005_ORIGINATOR_SHORT_NAME: 'PORTAL TEST',
      CPA005_ORIGINATOR_LONG_NAME: 'PORTAL PRODUCTION TEST RUN',
      CPA005_FILE_CREATION_START: '1',
      CPA005_DESTINATION_DATA_CENTRE: '00000',
      CPA005_RETURN_INSTITUTION: '000',
      CPA005_RETURN_TRANSIT: '00000',
      CPA005_RETURN_ACCOUNT: '0000000',
      // The rolling-restart load sends 1,500 claims from one provider in 15 s; production keeps 1,200 an hour.
      CLAIM_SUBMISSIONS_PER_HOUR: '100000',
    },
    identity: {
      ...common,
      IDENTITY_HOST: '127.0.0.1',
      PORTAL_REDIRECT_URIS: `${urls.portal}/auth/callback`,
      PORTAL_POST_LOGOUT_REDIRECT_URIS: `${urls.portal}/`,
      IDENTITY_JWKS: keys.jwks,
      IDENTITY_COOKIE_KEYS: keys.cookieKeys,
    },
    worker: {
      NODE_ENV: 'production',
      DATABASE_URL: runtimeUrl,
      MAIL_DIR: mailDir,
      MAIL_FROM: 'Provider Portal <no-reply@localhost>',
    },
  };
}
