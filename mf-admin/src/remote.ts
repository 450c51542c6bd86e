import { defineRemote } from '@portal/contracts';
import { en } from './i18n/en';
import { fr } from './i18n/fr';

/** Every route mf-admin serves (Administrator and SuperAdmin), its layout, homes and side links. */
export const remote = defineRemote({
  namespace: 'mf-admin',
  routes: {
    home: {
      path: '/admin-home',
      access: 'admin',
      layout: 'role',
      home: ['Administrator'],
      sideLinks: [{ role: 'Administrator', label: 'nav.adminHome', icon: 'home', position: 10 }],
    },
    providers: {
      path: '/admin-providers',
      access: 'admin',
      layout: 'role',
      sideLinks: [
        { role: 'Administrator', label: 'nav.viewProviders', icon: 'team', position: 20 },
        { role: 'SuperAdmin', label: 'nav.viewProviders', icon: 'team', position: 20 },
      ],
    },
    approvals: {
      path: '/admin-approvals',
      access: 'admin',
      layout: 'role',
      sideLinks: [
        { role: 'Administrator', label: 'nav.approvalRequests', icon: 'check', position: 30 },
        { role: 'SuperAdmin', label: 'nav.approvalRequests', icon: 'check', position: 50 },
      ],
    },
    searchSubmissions: {
      path: '/admin-search-submissions',
      access: 'admin',
      layout: 'role',
      sideLinks: [
        { role: 'Administrator', label: 'nav.searchSubmissions', icon: 'search', position: 40 },
        { role: 'SuperAdmin', label: 'nav.searchSubmissions', icon: 'search', position: 60 },
      ],
    },
    payments: {
      path: '/admin-payments',
      access: 'admin',
      layout: 'role',
      sideLinks: [
        { role: 'Administrator', label: 'nav.payments', icon: 'file', position: 50 },
        { role: 'SuperAdmin', label: 'nav.payments', icon: 'file', position: 65 },
      ],
    },
  },
  strings: { en, 'fr-CA': fr },
});
