import { defineRemote } from '@portal/contracts';
import { en } from './i18n/en';
import { fr } from './i18n/fr';

/** Every route mf-provider serves, who may open it, its layout, whose home it is and its side links. */
export const remote = defineRemote({
  namespace: 'mf-provider',
  routes: {
    dashboard: {
      path: '/dashboard',
      access: 'provider',
      layout: 'role',
      home: ['Provider'],
      sideLinks: [{ role: 'Provider', label: 'nav.home', icon: 'home', position: 10 }],
    },
    profile: {
      path: '/profile',
      access: 'provider',
      layout: 'role',
      sideLinks: [{ role: 'Provider', label: 'nav.myProfile', icon: 'user', position: 20 }],
    },
    newClaim: {
      path: '/new-claim',
      access: 'provider',
      layout: 'role',
      sideLinks: [{ role: 'Provider', label: 'nav.newClaim', icon: 'plus', position: 30 }],
    },
    searchSubmissions: {
      path: '/search-submissions',
      access: 'provider',
      layout: 'role',
      sideLinks: [{ role: 'Provider', label: 'nav.searchSubmissions', icon: 'search', position: 40 }],
    },
    payments: {
      path: '/payments',
      access: 'provider',
      layout: 'role',
      sideLinks: [{ role: 'Provider', label: 'nav.payments', icon: 'file', position: 50 }],
    },
    registration: { path: '/provider-registration', access: 'public', layout: 'no-sidebar', home: ['UnregisteredProvider'] },
  },
  strings: { en, 'fr-CA': fr },
});
