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
  /** Null until the address is confirmed by its link; such an account cannot sign in. */
  emailConfirmedAt: Date | null;
  createdAt: Date;
}

export type NewIdentityUser = Pick<IdentityUser, 'username' | 'email' | 'role' | 'providerId' | 'oldUid'> & {
  password: string;
  emailConfirmed: boolean;
};
