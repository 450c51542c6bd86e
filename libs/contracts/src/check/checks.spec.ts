import { remoteManifestSchema, remoteMetadataSchema } from '../remote/remote-metadata';
import { runtimeConfigSchema } from '../runtime-config';
import { checkRemoteMetadata, readRemoteManifest } from './read-remote-manifest';
import { readRuntimeConfig } from './read-runtime-config';

const config = {
  apiBaseUrl: 'http://localhost:3000/api',
  issuer: 'http://localhost:3001',
  clientId: 'portal-shell',
  redirectUri: 'http://localhost:4200/auth/callback',
  postLogoutRedirectUri: 'http://localhost:4200/',
  remotes: { provider: 'http://localhost:4201/mf-manifest.json', claimsAdmin: 'http://localhost:4204/mf-manifest.json' },
};

const metadata = {
  name: 'mf-provider',
  contractVersion: '1.0.0',
  namespace: 'provider',
  routes: {
    dashboard: {
      path: '/dashboard',
      access: 'provider',
      layout: 'role',
      home: ['Provider'],
      sideLinks: [{ role: 'Provider', label: 'nav.home', icon: 'home', position: 10 }],
    },
    claim: { path: '/claims/:claimId', access: 'login', layout: 'no-sidebar' },
    registration: { path: '/registration', access: 'login', layout: 'no-sidebar', home: ['UnregisteredProvider'] },
  },
  strings: { en: 'strings/en.json', 'fr-CA': 'strings/fr.json' },
};

const { claim, ...otherRoutes } = metadata.routes;
const configs: Record<string, unknown> = {
  valid: config,
  'maintenance and toll-free number': { ...config, maintenance: true, tollFreePhone: '1-800-555-0199' },
  'padded URL': { ...config, issuer: '  http://localhost:3001\n' },
  'extra field': { ...config, theme: 'dark' },
  'no remotes': { ...config, remotes: {} },
  'not a URL': { ...config, apiBaseUrl: 'not a url' },
  'relative URL': { ...config, redirectUri: '/auth/callback' },
  'empty issuer': { ...config, issuer: '' },
  'missing client': { ...config, clientId: undefined },
  'empty client': { ...config, clientId: '' },
  'remote URL not a string': { ...config, remotes: { ...config.remotes, admin: 42 } },
  'bad remote key': { ...config, remotes: { '1st': 'http://localhost:4201/mf-manifest.json' } },
  'remotes a list': { ...config, remotes: ['http://localhost:4201/mf-manifest.json'] },
  'maintenance not a boolean': { ...config, maintenance: 'yes' },
  'maintenance null': { ...config, maintenance: null },
  'empty toll-free number': { ...config, tollFreePhone: '' },
  'not an object': 'config',
  null: null,
};
const metadatas: Record<string, unknown> = {
  valid: metadata,
  'extra fields': { ...metadata, team: 'providers', routes: { ...metadata.routes, claim: { ...claim, title: 'x' } } },
  'no routes': { ...metadata, routes: {} },
  'empty name': { ...metadata, name: '' },
  'version not semver': { ...metadata, contractVersion: '1.0' },
  'bad namespace': { ...metadata, namespace: 'Provider' },
  'bad route id': { ...metadata, routes: { ...otherRoutes, 'new-claim': claim } },
  'bad path': { ...metadata, routes: { ...otherRoutes, claim: { ...claim, path: 'claims' } } },
  'unknown access': { ...metadata, routes: { ...otherRoutes, claim: { ...claim, access: 'everyone' } } },
  'unknown layout': { ...metadata, routes: { ...otherRoutes, claim: { ...claim, layout: 'wide' } } },
  'unknown audience': { ...metadata, routes: { ...otherRoutes, claim: { ...claim, home: ['Member'] } } },
  'home not a list': { ...metadata, routes: { ...otherRoutes, claim: { ...claim, home: 'Provider' } } },
  'side link without label': {
    ...metadata,
    routes: { ...otherRoutes, claim: { ...claim, sideLinks: [{ role: 'Provider', label: '', icon: 'home', position: 1 }] } },
  },
  'side link position not whole': {
    ...metadata,
    routes: { ...otherRoutes, claim: { ...claim, sideLinks: [{ role: 'Provider', label: 'a', icon: 'home', position: 1.5 }] } },
  },
  'side link of an unknown role': {
    ...metadata,
    routes: { ...otherRoutes, claim: { ...claim, sideLinks: [{ role: 'Member', label: 'a', icon: 'home', position: 1 }] } },
  },
  'route not an object': { ...metadata, routes: { ...otherRoutes, claim: '/claims' } },
  'no French strings': { ...metadata, strings: { en: 'strings/en.json' } },
  'unknown language': { ...metadata, strings: { ...metadata.strings, de: 'strings/de.json' } },
  'empty strings path': { ...metadata, strings: { ...metadata.strings, en: '' } },
  'not an object': [metadata],
};
const manifests: Record<string, unknown> = {
  valid: { name: 'mf_provider', metaData: { portal: metadata, other: 1 } },
  'no declaration': { name: 'mf_provider', metaData: {} },
  'no name': { metaData: { portal: metadata } },
  'no metaData': { name: 'mf_provider' },
  'metaData a list': { name: 'mf_provider', metaData: [] },
  'not an object': 'manifest',
};

/** The fields a zod failure names, as `a.b` paths. */
const zodPaths = (issues: readonly { path: readonly PropertyKey[] }[]) =>
  [...new Set(issues.map((issue) => issue.path.join('.')))].sort();
const checkPaths = (issues: readonly string[]) => [...new Set(issues.map((issue) => issue.slice(0, issue.indexOf(': '))))].sort();

describe('the zod-free checks follow the schemas', () => {
  it.each(Object.entries(configs))('runtime config: %s', (_name, input) => {
    const expected = runtimeConfigSchema.safeParse(input);
    if (expected.success) expect(readRuntimeConfig(input)).toEqual(expected.data);
    else {
      const message = (() => {
        try {
          readRuntimeConfig(input);
          return 'accepted';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(checkPaths(message.split('; ')).map((path) => path.replace('(root)', ''))).toEqual(zodPaths(expected.error.issues));
    }
  });

  it.each(Object.entries(metadatas))('remote metadata: %s', (_name, input) => {
    const expected = remoteMetadataSchema.safeParse(input);
    const actual = checkRemoteMetadata(input);
    if (expected.success) expect(actual).toEqual({ ok: true, metadata: expected.data });
    else {
      expect(actual.ok).toBe(false);
      if (!actual.ok)
        expect(checkPaths(actual.issues).map((path) => path.replace('(root)', ''))).toEqual(zodPaths(expected.error.issues));
    }
  });

  it.each(Object.entries(manifests))('remote manifest: %s', (_name, input) => {
    const expected = remoteManifestSchema.safeParse(input);
    expect(readRemoteManifest(input)).toEqual(
      expected.success ? { name: expected.data.name, declared: expected.data.metaData.portal } : undefined,
    );
  });
});
