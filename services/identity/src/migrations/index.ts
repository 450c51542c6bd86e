import type { Migration } from './migration';
import { identitySchema } from './0001-identity-schema';
import { mailOutbox } from './0002-mail-outbox';
import { accountConfirmation } from './0003-account-confirmation';
import { impersonation } from './0004-impersonation';
import { throttle } from './0005-throttle';
import { mailOutboxLeases } from './0006-mail-outbox-leases';

export type { Migration } from './migration';

/** Every migration in the order it runs; append new ones, never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  identitySchema,
  mailOutbox,
  accountConfirmation,
  impersonation,
  throttle,
  mailOutboxLeases,
];
