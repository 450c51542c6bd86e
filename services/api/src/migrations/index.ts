import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121090000Initial } from './20261121090000-initial';
import { Migration20261122044940ChangeRequests } from './20261122044940-change-requests';
import { Migration20261123005700MailOutbox } from './20261123005700-mail-outbox';
import { Migration20261124061603ApiRateLimits } from './20261124061603-api-rate-limits';
import { Migration20261124090307MailOutboxLeases } from './20261124090307-mail-outbox-leases';
import { Migration20261124100000Payments } from './20261124100000-payments';
import { Migration20261124120937ProviderLanguage } from './20261124120937-provider-language';
import { Migration20261124190019ContentInFrench } from './20261124190019-content-in-french';

/**
 * The API's own migrations, closed to new ones about a domain's tables (ADR 051): the baseline schema
 * of every domain, the tables of the shared libraries (mail outbox, rate limits) and the changes that
 * altered several domains' tables at once, kept here because existing databases recorded them under
 * these names. The domains' migrations are in their projects; `database/migrations-list.ts` orders them all.
 */
export const apiMigrations: MigrationObject[] = [
  { name: 'Migration20261121090000_initial', class: Migration20261121090000Initial },
  { name: 'Migration20261122044940_change_requests', class: Migration20261122044940ChangeRequests },
  { name: 'Migration20261123005700_mail_outbox', class: Migration20261123005700MailOutbox },
  { name: 'Migration20261124061603_api_rate_limits', class: Migration20261124061603ApiRateLimits },
  { name: 'Migration20261124090307_mail_outbox_leases', class: Migration20261124090307MailOutboxLeases },
  { name: 'Migration20261124100000_payments', class: Migration20261124100000Payments },
  { name: 'Migration20261124120937_provider_language', class: Migration20261124120937ProviderLanguage },
  { name: 'Migration20261124190019_content_in_french', class: Migration20261124190019ContentInFrench },
];
