import { REMOTE_CONTRACT_VERSION, type RemoteMetadata } from '@portal/contracts';
import type { RemotePages } from '@portal/ui';
import type { Federation } from '../remotes/federation';

/**
 * Two made-up remotes for the shell's tests: the shell must work from whatever remotes declare, so
 * its tests use none of the real remotes' routes.
 */
export const TEST_REMOTES: Record<string, { readonly federationName: string; readonly metadata: RemoteMetadata; readonly strings: Record<string, unknown> }> = {
  clinic: {
    federationName: 'mf_clinic',
    metadata: {
      name: 'mf-clinic',
      contractVersion: REMOTE_CONTRACT_VERSION,
      namespace: 'mf-clinic',
      routes: {
        home: { path: '/clinic-home', access: 'provider', layout: 'role', home: ['Provider'], sideLinks: [{ role: 'Provider', label: 'nav.home', icon: 'home', position: 10 }] },
        visits: { path: '/visits', access: 'provider', layout: 'role', sideLinks: [{ role: 'Provider', label: 'nav.visits', icon: 'list', position: 20 }] },
        signup: { path: '/clinic-signup', access: 'public', layout: 'no-sidebar', home: ['UnregisteredProvider'] },
      },
      strings: { en: 'i18n/en.json', 'fr-CA': 'i18n/fr-CA.json' },
    },
    strings: { en: { nav: { home: 'Clinic Home', visits: 'Visits' } }, 'fr-CA': { nav: { home: 'Accueil clinique', visits: 'Visites' } } },
  },
  office: {
    federationName: 'mf_office',
    metadata: {
      name: 'mf-office',
      contractVersion: REMOTE_CONTRACT_VERSION,
      namespace: 'mf-office',
      routes: {
        home: { path: '/office-home', access: 'admin', layout: 'role', home: ['Administrator'], sideLinks: [{ role: 'Administrator', label: 'nav.home', icon: 'home', position: 10 }, { role: 'SuperAdmin', label: 'nav.office', icon: 'team', position: 20 }] },
        boss: { path: '/boss-home', access: 'super-admin', layout: 'role', home: ['SuperAdmin'], sideLinks: [{ role: 'SuperAdmin', label: 'nav.boss', icon: 'rocket', position: 10 }] },
        desk: { path: '/desk-home', access: 'admin-level', layout: 'role', home: ['ClaimsAdmin'], sideLinks: [{ role: 'ClaimsAdmin', label: 'nav.desk', icon: 'home', position: 10 }] },
      },
      strings: { en: 'i18n/en.json', 'fr-CA': 'i18n/fr-CA.json' },
    },
    strings: {
      en: { nav: { home: 'Office Home', office: 'Office', boss: 'Boss Home', desk: 'Desk Home' } },
      'fr-CA': { nav: { home: 'Accueil bureau', office: 'Bureau', boss: 'Accueil patron', desk: 'Accueil guichet' } },
    },
  },
};

export const manifestUrlOf = (key: string) => `http://${key}.test/mf-manifest.json`;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Answers the remotes' manifest and strings requests, or undefined for any other URL. */
export const serveTestRemotes = (remotes: typeof TEST_REMOTES = TEST_REMOTES) => (url: string): Response | undefined => {
  const [key, remote] = Object.entries(remotes).find(([each]) => url.startsWith(`http://${each}.test/`)) ?? [];
  if (!key || !remote) return undefined;
  const path = url.slice(`http://${key}.test/`.length);
  if (path === 'mf-manifest.json') return json({ id: remote.federationName, name: remote.federationName, metaData: { portal: remote.metadata } });
  const language = /^i18n\/(.+)\.json$/.exec(path)?.[1];
  return language ? json(remote.strings[language]) : new Response('', { status: 404 });
};

/** Each remote's page renders an `<h1>` naming the path it was asked for. */
export const echoFederation = (remotes: typeof TEST_REMOTES = TEST_REMOTES): Federation & { register: jest.Mock } => ({
  register: jest.fn(),
  loadRoutes: async (federationName) => {
    const remote = Object.values(remotes).find((each) => each.federationName === federationName);
    if (!remote) throw new Error(`unknown remote ${federationName}`);
    const pages: RemotePages = Object.fromEntries(
      Object.entries(remote.metadata.routes).map(([id, route]) => [id, () => <h1>remote page {route.path}</h1>]),
    );
    return pages;
  },
});
