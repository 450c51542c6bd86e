import type { Role } from '@portal/contracts';

/** Side links of each layout, in order, exactly as spec §2 "Layouts" names them. */
export const SIDE_LINKS: Record<Role, { name: string; path: string }[]> = {
  Provider: [
    { name: 'Home', path: '/dashboard' },
    { name: 'My Profile', path: '/profile' },
    { name: 'New Claim', path: '/new-claim' },
    { name: 'Search Submissions', path: '/search-submissions' },
  ],
  Administrator: [
    { name: 'Admin Home', path: '/admin-home' },
    { name: 'View Providers', path: '/admin-providers' },
    { name: 'Approval Requests', path: '/admin-approvals' },
    { name: 'Search Submissions', path: '/admin-search-submissions' },
  ],
  SuperAdmin: [
    { name: 'Admin Home', path: '/super-admin-home' },
    { name: 'View Providers', path: '/admin-providers' },
    { name: 'Edit Plans', path: '/admin-plans' },
    { name: 'Edit Coverages', path: '/admin-coverages' },
    { name: 'Approval Requests', path: '/admin-approvals' },
    { name: 'Search Submissions', path: '/admin-search-submissions' },
    { name: "Provider's Homepage", path: '/admin-edit-homepage' },
  ],
  ClaimsAdmin: [
    { name: 'Claims Admin Home', path: '/claims-admin-home' },
    { name: 'View Providers', path: '/claims-admin-providers' },
    { name: 'Search Submissions', path: '/claims-admin-search-submissions' },
  ],
};
