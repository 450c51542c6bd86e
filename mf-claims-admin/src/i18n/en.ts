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
    claimsAdminHome:
      'As a claims administrator you can view providers and view or search claim submissions and change their status. Claims administrators do not log in as providers.',
  },
  home: {
    attention: 'Needs your attention',
    loading: 'Loading the counts…',
    loadFailed: 'The counts could not be loaded. Reload the page to try again.',
    pendingClaims_one: '{{count}} claim held Pending',
    pendingClaims_other: '{{count}} claims held Pending',
    suspendedProviders_one: '{{count}} suspended provider',
    suspendedProviders_other: '{{count}} suspended providers',
  },
};
