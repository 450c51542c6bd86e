/** mf-claims-admin's English strings: the reference the French must match key for key. */
export const en = {
  nav: {
    claimsAdminHome: 'Claims Admin Home',
    viewProviders: 'View Providers',
    searchSubmissions: 'Search Submissions',
  },
  titles: {
    claimsAdminHome: 'Claims Admin Home',
    providers: 'Registered Providers',
    searchSubmissions: 'Search Submissions',
  },
  pages: {
    claimsAdminHome: 'As a claims administrator you can view providers and view or search claim submissions and change their status. Claims administrators do not log in as providers.',
  },
};
