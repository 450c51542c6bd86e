import { defineRemote } from '@portal/contracts';
import { en } from './i18n/en';
import { fr } from './i18n/fr';

/** Every route mf-superadmin serves (SuperAdmin only), its layout, home and side links. */
export const remote = defineRemote({
  namespace: 'mf-superadmin',
  routes: {
    home: {
      path: '/super-admin-home',
      access: 'super-admin',
      layout: 'role',
      home: ['SuperAdmin'],
      sideLinks: [{ role: 'SuperAdmin', label: 'nav.adminHome', icon: 'home', position: 10 }],
    },
    plans: {
      path: '/admin-plans',
      access: 'super-admin',
      layout: 'role',
      sideLinks: [{ role: 'SuperAdmin', label: 'nav.editPlans', icon: 'file', position: 30 }],
    },
    coverages: {
      path: '/admin-coverages',
      access: 'super-admin',
      layout: 'role',
      sideLinks: [{ role: 'SuperAdmin', label: 'nav.editCoverages', icon: 'list', position: 40 }],
    },
    editHomepage: {
      path: '/admin-edit-homepage',
      access: 'super-admin',
      layout: 'role',
      sideLinks: [{ role: 'SuperAdmin', label: 'nav.providersHomepage', icon: 'edit', position: 70 }],
    },
  },
  strings: { en, 'fr-CA': fr },
});
