import type { Role } from '@portal/contracts';

export interface IdentityUser {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  providerId: string | null;
  /** The user's id in the legacy system, used to prefill registration. */
  oldUid: string | null;
  createdAt: Date;
}

export type NewIdentityUser = Pick<IdentityUser, 'username' | 'email' | 'role' | 'providerId' | 'oldUid'> & {
  password: string;
};
