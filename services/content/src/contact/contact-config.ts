/** Where contact messages are e-mailed: the administrator's address (`CONTACT_ADMIN_EMAIL`). */
export interface ContactConfig {
  adminEmail: string;
}

export const CONTACT_CONFIG = Symbol('CONTACT_CONFIG');
