import { Migration } from '@mikro-orm/migrations';

/**
 * Claims and lines may be V(oided) and (D)eposited (paid by a payment run). The wider checks are added
 * NOT VALID, then validated: the scan of existing rows holds a lock that lets reads and writes go on.
 */
export class Migration20261124094542ClaimStatusesVoidedPaid extends Migration {
  override name = 'Migration20261124094542_claim_statuses_voided_paid';

  override up(): void {
    for (const table of ['claim', 'expense']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_status_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_status_check" check (status in ('A', 'E', 'P', 'R', 'V', 'D')) not valid;`,
      );
      this.addSql(`alter table "${table}" validate constraint "${table}_status_check";`);
    }
  }
}
