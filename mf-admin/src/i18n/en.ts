/** mf-admin's English strings: the reference the French must match key for key. */
export const en = {
  nav: {
    adminHome: 'Admin Home',
    viewProviders: 'View Providers',
    approvalRequests: 'Approval Requests',
    searchSubmissions: 'Search Submissions',
  },
  titles: {
    adminHome: 'Admin Home',
    providers: 'Registered Providers',
    approvals: 'Approval Requests',
    searchSubmissions: 'Search Submissions',
  },
  pages: {
    adminHome: 'As an administrator you can view and edit plans and coverages, approve change requests, and log in as a provider through the Login As Provider button in the provider details dialog.',
    approvalsIntro: 'View / Approve requests for change',
  },
};
