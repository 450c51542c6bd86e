import { testGuardRedirects } from '@portal/e2e-support';

// Where the guard sends those who open mf-superadmin's routes.
testGuardRedirects([
  { username: 'provider', visits: '/admin-plans', lands: '/dashboard' },
  { username: 'admin', visits: '/admin-plans', lands: '/admin-home' },
  { username: 'claimsadmin', visits: '/admin-edit-homepage', lands: '/claims-admin-home' },
]);
