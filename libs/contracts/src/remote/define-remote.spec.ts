import { REMOTE_CONTRACT_VERSION } from './contract-version';
import { defineRemote } from './define-remote';

const strings = {
  en: { nav: { reports: 'Reports' }, titles: { reports: 'Claims reports' } },
  'fr-CA': { nav: { reports: 'Rapports' }, titles: { reports: 'Rapports des demandes' } },
};
const reports = {
  path: '/claims-admin-reports',
  access: 'admin-level',
  layout: 'role',
  sideLinks: [{ role: 'ClaimsAdmin', label: 'nav.reports', icon: 'chart', position: 40 }],
} as const;

describe('defineRemote', () => {
  it('stamps the contract version the remote is built against', () => {
    const remote = defineRemote({ namespace: 'mf-reports', routes: { reports }, strings });
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    expect(remote.routes.reports.path).toBe('/claims-admin-reports');
  });

  it('refuses a translation that lacks or adds keys', () => {
    const fr = { nav: { reports: 'Rapports' }, titles: { report: 'Rapport' } };
    expect(() => defineRemote({ namespace: 'mf-reports', routes: { reports }, strings: { ...strings, 'fr-CA': fr } })).toThrow(
      /strings\.fr-CA lacks titles\.reports[\s\S]*has keys English lacks: titles\.report/,
    );
  });

  it('refuses a side link whose label is not a string or whose icon the shell does not draw', () => {
    const link = { role: 'ClaimsAdmin', label: 'nav.missing', icon: 'rocket', position: 1 } as const;
    expect(() =>
      defineRemote({ namespace: 'mf-reports', routes: { reports: { ...reports, sideLinks: [link] } }, strings }),
    ).toThrow(/side-link label nav\.missing is not in the strings[\s\S]*unknown icon rocket/);
  });

  it('refuses a path declared twice, a bad path and an unknown access', () => {
    const twice = { a: reports, b: reports };
    expect(() => defineRemote({ namespace: 'mf-reports', routes: twice, strings })).toThrow(/declared twice/);
    const bad = { reports: { ...reports, path: 'reports' } };
    expect(() => defineRemote({ namespace: 'mf-reports', routes: bad, strings })).toThrow(/routes\.reports\.path/);
    const access = { reports: { ...reports, access: 'everyone' } } as never;
    expect(() => defineRemote({ namespace: 'mf-reports', routes: access, strings })).toThrow(/routes\.reports\.access/);
  });
});
