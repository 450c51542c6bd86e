/** mf-provider's English strings: the reference the French must match key for key. */
export const en = {
  nav: {
    home: 'Home',
    myProfile: 'My Profile',
    newClaim: 'New Claim',
    searchSubmissions: 'Search Submissions',
  },
  titles: {
    home: 'Home',
    myProfile: 'My Profile',
    newClaim: 'New Claim',
    searchSubmissions: 'Search Submissions',
    registration: 'Health Provider Registration',
  },
  pages: {
    defaultWelcome: 'Welcome! Our claim system has been updated. To submit a claim, use the New Claim button.',
  },
};
