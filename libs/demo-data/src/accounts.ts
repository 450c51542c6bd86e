import { Role } from '@portal/contracts';

/** Shared by every demo account; created only by the demo seed. */
export const DEMO_PASSWORD = 'Demo123!';

/** Fixed ids so the identity seed and the API seed agree without talking to each other. */
export const DEMO_PROVIDER_IDS = {
  provider: '3f8a1c52-7d1e-4b6a-9c01-000000000001',
  provider2: '3f8a1c52-7d1e-4b6a-9c01-000000000002',
  pending: '3f8a1c52-7d1e-4b6a-9c01-000000000003',
  suspended: '3f8a1c52-7d1e-4b6a-9c01-000000000004',
} as const;

/**
 * Old-portal uids of the two demo legacy profiles. `newuser` carries the first as its token's oldUid
 * (its registration is prefilled); nobody carries the second (no account may read it).
 */
export const DEMO_LEGACY_UIDS = {
  newuser: 'legacy-demo-0001',
  unlinked: 'legacy-demo-0002',
} as const;

export interface DemoAccount {
  username: string;
  email: string;
  role: Role;
  providerId: string | null;
  /** The uid of the account's profile in the old portal (legacy prefill), if any. */
  oldUid?: string;
  /** The home a signed-in user lands on (DECISIONS: home redirects). */
  home: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'provider',
    email: 'provider@example.test',
    role: Role.Provider,
    providerId: DEMO_PROVIDER_IDS.provider,
    home: '/dashboard',
    description: 'approved provider, two offices',
  },
  {
    username: 'provider2',
    email: 'provider2@example.test',
    role: Role.Provider,
    providerId: DEMO_PROVIDER_IDS.provider2,
    home: '/dashboard',
    description: 'approved provider, another clinic',
  },
  {
    username: 'pending',
    email: 'pending@example.test',
    role: Role.Provider,
    providerId: DEMO_PROVIDER_IDS.pending,
    home: '/dashboard',
    description: 'new profile awaiting approval',
  },
  {
    username: 'suspended',
    email: 'suspended@example.test',
    role: Role.Provider,
    providerId: DEMO_PROVIDER_IDS.suspended,
    home: '/dashboard',
    description: 'suspended provider',
  },
  {
    username: 'newuser',
    // The billing e-mail of its legacy profile: that match is what lets it read the profile (ADR 010).
    email: 'billing@lakeside.example.test',
    role: Role.Provider,
    providerId: null,
    oldUid: DEMO_LEGACY_UIDS.newuser,
    home: '/provider-registration',
    description: 'account without a provider profile; legacy profile to prefill',
  },
  {
    username: 'admin',
    email: 'admin@example.test',
    role: Role.Administrator,
    providerId: null,
    home: '/admin-home',
    description: 'Administrator',
  },
  {
    username: 'claimsadmin',
    email: 'claimsadmin@example.test',
    role: Role.ClaimsAdmin,
    providerId: null,
    home: '/claims-admin-home',
    description: 'ClaimsAdmin',
  },
  {
    username: 'superadmin',
    email: 'superadmin@example.test',
    role: Role.SuperAdmin,
    providerId: null,
    home: '/super-admin-home',
    description: 'SuperAdmin',
  },
];
