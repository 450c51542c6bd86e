import { Migration } from '@mikro-orm/migrations';

/**
 * What the identity server asks the providers domain about the account that registered a provider
 * (issue 19 §1), so it reads no `provider` column itself: the provider's registering account, and the
 * provider an account registered. Same database, the caller's role and transaction.
 */
export class Migration20261124223800ProviderAccountLookups extends Migration {
  override name = 'Migration20261124223800_provider_account_lookups';

  override up(): void {
    this.addSql(`create or replace function provider_account_subject(p_provider_id text) returns text language sql stable
      as $$ select account_subject from provider where id::text = p_provider_id $$;`);
    this.addSql(`create or replace function provider_of_account(p_subject text) returns text language sql stable
      as $$ select id::text from provider where account_subject = p_subject $$;`);
  }
}
