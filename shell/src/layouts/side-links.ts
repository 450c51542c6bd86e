import { Role } from '@portal/contracts';
import type { IconName } from './nav-icon';

export interface SideLink {
  readonly to: string;
  /** i18n key under `nav.` */
  readonly label: string;
  readonly icon: IconName;
}

/** Spec §2 "Layouts": the side links of each role's layout, in order. */
export const SIDE_LINKS: Record<Role, readonly SideLink[]> = {
  [Role.Provider]: [
    { to: '/dashboard', label: 'home', icon: 'home' },
    { to: '/profile', label: 'myProfile', icon: 'user' },
    { to: '/new-claim', label: 'newClaim', icon: 'plus' },
    { to: '/search-submissions', label: 'searchSubmissions', icon: 'search' },
  ],
  [Role.Administrator]: [
    { to: '/admin-home', label: 'adminHome', icon: 'home' },
    { to: '/admin-providers', label: 'viewProviders', icon: 'team' },
    { to: '/admin-approvals', label: 'approvalRequests', icon: 'check' },
    { to: '/admin-search-submissions', label: 'searchSubmissions', icon: 'search' },
  ],
  [Role.SuperAdmin]: [
    { to: '/super-admin-home', label: 'adminHome', icon: 'home' },
    { to: '/admin-providers', label: 'viewProviders', icon: 'team' },
    { to: '/admin-plans', label: 'editPlans', icon: 'file' },
    { to: '/admin-coverages', label: 'editCoverages', icon: 'list' },
    { to: '/admin-approvals', label: 'approvalRequests', icon: 'check' },
    { to: '/admin-search-submissions', label: 'searchSubmissions', icon: 'search' },
    { to: '/admin-edit-homepage', label: 'providersHomepage', icon: 'edit' },
  ],
  [Role.ClaimsAdmin]: [
    { to: '/claims-admin-home', label: 'claimsAdminHome', icon: 'home' },
    { to: '/claims-admin-providers', label: 'viewProviders', icon: 'team' },
    { to: '/claims-admin-search-submissions', label: 'searchSubmissions', icon: 'search' },
  ],
};
