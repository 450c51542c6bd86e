import { Migration } from '@mikro-orm/migrations';

/**
 * The French twin of the coverage, plan and footer office names and of the home page (ADR 029):
 * nullable, so rows and code from before keep working and a missing French value shows the English.
 */
export class Migration20261124190019ContentInFrench extends Migration {
  override name = 'Migration20261124190019_content_in_french';

  override up(): void {
    this.addSql(`alter table "benefits_office" add "name_fr" text null;`);
    this.addSql(`alter table "coverage" add "name_fr" text null;`);
    this.addSql(`alter table "homepage" add "html_fr" text null;`);
    this.addSql(`alter table "plan" add "plan_name_fr" text null;`);
  }
}
