import { defineRemote } from '@portal/contracts';
import { en } from './i18n/en';
import { fr } from './i18n/fr';

/** Every route mf-claims-admin serves (any admin-level role), its layout, home and side links. */
export const remote = defineRemote({
  namespace: 'mf-claims-admin',
  routes: {
    home: {
      path: '/claims-admin-home',
      access: 'admin-level',
      layout: 'role',
      home: ['ClaimsAdmin'],
      sideLinks: [{ role: 'ClaimsAdmin', label: 'nav.claimsAdminHome', icon: 'home', position: 10 }],
    },
    providers: {
      path: '/claims-admin-providers',
      access: 'admin-level',
      layout: 'role',
      sideLinks: [{ role: 'ClaimsAdmin', label: 'nav.viewProviders', icon: 'team', position: 20 }],
    },
    searchSubmissions: {
      path: '/claims-admin-search-submissions',
      access: 'admin-level',
      layout: 'role',
      sideLinks: [{ role: 'ClaimsAdmin', label: 'nav.searchSubmissions', icon: 'search', position: 30 }],
    },
  },
  strings: { en, 'fr-CA': fr },
});
