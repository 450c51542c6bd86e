import { testGuardRedirects } from '@portal/e2e-support';

// Where the guard sends those who open mf-provider's routes.
testGuardRedirects([
  { username: 'admin', visits: '/dashboard', lands: '/admin-home' },
  { username: 'newuser', visits: '/dashboard', lands: '/provider-registration' },
]);
