import type { PortalRoute } from '@portal/contracts';
import { ACCOUNT_SWITCH_PATH } from '@portal/contracts/core';

/** The shell's own pages (spec §2): sign-in, callback, static pages, new provider, notices. */
export const SHELL_ROUTES: readonly PortalRoute[] = [
  { id: 'login', path: '/', access: 'public', layout: 'not-logged-in' },
  { id: 'maintenance', path: '/maintenance', access: 'public', layout: 'bare' },
  { id: 'comingSoon', path: '/coming-soon', access: 'public', layout: 'bare' },
  { id: 'newProvider', path: '/newprovider/:uid', access: 'public', layout: 'no-sidebar-not-logged-in' },
  { id: 'authCallback', path: '/auth/callback', access: 'public', layout: 'bare' },
  { id: 'authSwitch', path: ACCOUNT_SWITCH_PATH, access: 'public', layout: 'bare' },
  { id: 'faq', path: '/faq', access: 'login', layout: 'role' },
  { id: 'privacy', path: '/privacy', access: 'login', layout: 'role' },
  { id: 'accessibility', path: '/accessibility', access: 'login', layout: 'role' },
];
