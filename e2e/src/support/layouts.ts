import type { Role } from '@portal/contracts';

/** Side links of each layout, in order, as spec §2 "Layouts" names them, plus Payments (issue 21, remittance statements). */
export const SIDE_LINKS: Record<Role, { name: string; path: string }[]> = {
  Provider: [
    { name: 'Home', path: '/dashboard' },
    { name: 'My Profile', path: '/profile' },
    { name: 'New Claim', path: '/new-claim' },
    { name: 'Search Submissions', path: '/search-submissions' },
    { name: 'Payments', path: '/payments' },
  ],
  Administrator: [
    { name: 'Admin Home', path: '/admin-home' },
    { name: 'View Providers', path: '/admin-providers' },
    { name: 'Approval Requests', path: '/admin-approvals' },
    { name: 'Search Submissions', path: '/admin-search-submissions' },
    { name: 'Payments', path: '/admin-payments' },
  ],
  SuperAdmin: [
    { name: 'Admin Home', path: '/super-admin-home' },
    { name: 'View Providers', path: '/admin-providers' },
    { name: 'Edit Plans', path: '/admin-plans' },
    { name: 'Edit Coverages', path: '/admin-coverages' },
    { name: 'Approval Requests', path: '/admin-approvals' },
    { name: 'Search Submissions', path: '/admin-search-submissions' },
    { name: 'Payments', path: '/admin-payments' },
    { name: "Provider's Homepage", path: '/admin-edit-homepage' },
  ],
  ClaimsAdmin: [
    { name: 'Claims Admin Home', path: '/claims-admin-home' },
    { name: 'View Providers', path: '/claims-admin-providers' },
    { name: 'Search Submissions', path: '/claims-admin-search-submissions' },
  ],
};
