import { MAIL_OUTBOX_SCHEMA } from '@portal/server-mail';
import type { Migration } from './migration';

/** The product's mail outbox (ADR 011); idempotent, as the API's migrations apply it too. */
export const mailOutbox: Migration = { name: '0002-mail-outbox', up: MAIL_OUTBOX_SCHEMA };
