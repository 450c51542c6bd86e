import { Migration } from '@mikro-orm/migrations';

/**
 * Per-provider request counters shared by every API replica (claim submission, member search): the
 * table rate-limiter-flexible's Postgres store reads and writes (`key`, points used, window end in ms).
 */
export class Migration20261124061603ApiRateLimits extends Migration {
  override name = 'Migration20261124061603_api_rate_limits';

  override up(): void {
    this.addSql(
      `create table "api_rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`,
    );
  }
}
