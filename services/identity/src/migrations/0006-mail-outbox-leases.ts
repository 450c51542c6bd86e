import { MAIL_OUTBOX_LEASES_SCHEMA } from '@portal/server-mail';
import type { Migration } from './migration';

/** The worker's lease and the queuing request's id on the mail outbox (ADR 022); idempotent, as the API's migrations apply it too. */
export const mailOutboxLeases: Migration = { name: '0006-mail-outbox-leases', up: MAIL_OUTBOX_LEASES_SCHEMA };
