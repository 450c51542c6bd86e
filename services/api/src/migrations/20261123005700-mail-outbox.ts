import { Migration } from '@mikro-orm/migrations';
import { MAIL_OUTBOX_SCHEMA } from '@portal/server-mail';

/**
 * The product's mail outbox (ADR 011), owned by @portal/server-mail. Idempotent: the identity's
 * migrations apply the same SQL, and whichever runs first creates the table.
 */
export class Migration20261123005700MailOutbox extends Migration {
  override name = 'Migration20261123005700_mail_outbox';

  override up(): void {
    this.addSql(MAIL_OUTBOX_SCHEMA);
  }
}
