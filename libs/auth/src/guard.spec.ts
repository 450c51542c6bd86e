import { Role } from '@portal/contracts';
import { DEMO_ACCOUNTS } from '@portal/demo-data';
import { canAccess, guardRedirect, homeFor, type GuardUser } from './guard';
import { findRoute, PORTAL_ROUTES } from './routes';

const users: Record<string, GuardUser | null> = {
  anonymous: null,
  provider: { role: Role.Provider, providerId: 'p-1' },
  newProvider: { role: Role.Provider, providerId: null },
  admin: { role: Role.Administrator, providerId: null },
  claimsAdmin: { role: Role.ClaimsAdmin, providerId: null },
  superAdmin: { role: Role.SuperAdmin, providerId: null },
};

// Expected destination per route and user: 'ok' or the redirect target. Written out by hand from DECISIONS.
type Row = [path: string, anonymous: string, provider: string, newProvider: string, admin: string, claimsAdmin: string, superAdmin: string];
const table: Row[] = [
  ['/', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/maintenance', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/coming-soon', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/newprovider/:uid', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/auth/callback', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/provider-registration', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/faq', '/', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/privacy', '/', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/accessibility', '/', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/dashboard', '/', 'ok', '/provider-registration', '/admin-home', '/claims-admin-home', '/super-admin-home'],
  ['/profile', '/', 'ok', '/provider-registration', '/admin-home', '/claims-admin-home', '/super-admin-home'],
  ['/new-claim', '/', 'ok', '/provider-registration', '/admin-home', '/claims-admin-home', '/super-admin-home'],
  ['/search-submissions', '/', 'ok', '/provider-registration', '/admin-home', '/claims-admin-home', '/super-admin-home'],
  ['/admin-home', '/', '/dashboard', '/provider-registration', 'ok', '/claims-admin-home', 'ok'],
  ['/admin-providers', '/', '/dashboard', '/provider-registration', 'ok', '/claims-admin-home', 'ok'],
  ['/admin-approvals', '/', '/dashboard', '/provider-registration', 'ok', '/claims-admin-home', 'ok'],
  ['/admin-search-submissions', '/', '/dashboard', '/provider-registration', 'ok', '/claims-admin-home', 'ok'],
  ['/super-admin-home', '/', '/dashboard', '/provider-registration', '/admin-home', '/claims-admin-home', 'ok'],
  ['/admin-plans', '/', '/dashboard', '/provider-registration', '/admin-home', '/claims-admin-home', 'ok'],
  ['/admin-coverages', '/', '/dashboard', '/provider-registration', '/admin-home', '/claims-admin-home', 'ok'],
  ['/admin-edit-homepage', '/', '/dashboard', '/provider-registration', '/admin-home', '/claims-admin-home', 'ok'],
  ['/claims-admin-home', '/', '/dashboard', '/provider-registration', 'ok', 'ok', 'ok'],
  ['/claims-admin-providers', '/', '/dashboard', '/provider-registration', 'ok', 'ok', 'ok'],
  ['/claims-admin-search-submissions', '/', '/dashboard', '/provider-registration', 'ok', 'ok', 'ok'],
];
const userNames = Object.keys(users);

describe('route guard', () => {
  it('has an expectation for every route in the table', () => {
    expect(table.map(([path]) => path).sort()).toEqual(PORTAL_ROUTES.map((route) => route.path).sort());
  });

  describe.each(table)('%s', (path, ...expected) => {
    it.each(userNames.map((name, index) => [name, expected[index]]))('%s -> %s', (name, destination) => {
      const route = PORTAL_ROUTES.find((candidate) => candidate.path === path);
      if (!route) throw new Error(`no route ${path}`);
      const user = users[name] ?? null;
      expect(guardRedirect(route, user) ?? 'ok').toBe(destination);
      expect(canAccess(route, user)).toBe(destination === 'ok');
    });
  });
});

describe('homeFor', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.username, account]))('sends %s to the home the demo data expects', (_name, account) => {
    expect(homeFor(account.role, account.providerId)).toBe(account.home);
  });
});

describe('findRoute', () => {
  it('matches parameterised paths and leaves unknown paths to the 404 page', () => {
    expect(findRoute('/newprovider/abc-123')?.path).toBe('/newprovider/:uid');
    expect(findRoute('/dashboard')?.remote).toBe('provider');
    expect(findRoute('/admin-plans')?.remote).toBe('superadmin');
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/newprovider')).toBeUndefined();
  });
});
