import { Migration } from '@mikro-orm/migrations';
import { MAIL_OUTBOX_LEASES_SCHEMA } from '@portal/server-mail';

/**
 * The worker's lease and the queuing request's id on the mail outbox (ADR 022), owned by
 * @portal/server-mail. Idempotent: the identity's migration 0006 applies the same SQL.
 */
export class Migration20261124090307MailOutboxLeases extends Migration {
  override name = 'Migration20261124090307_mail_outbox_leases';

  override up(): void {
    this.addSql(MAIL_OUTBOX_LEASES_SCHEMA);
  }
}
