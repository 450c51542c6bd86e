import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * The columns `stageOfficePayees` fills in the caller's table, whose types the caller declares:
 * uuid, uuid, text, text, text, char(3), char(5), text, varchar(5).
 */
export const OFFICE_PAYEE_COLUMNS = [
  'office_id',
  'provider_id',
  'office_name',
  'payee_name',
  'direct_deposit_email',
  'institution_number',
  'transit_number',
  'account_number_encrypted',
  'language',
] as const;

/** Offices' direct-deposit details as they are now, for a payment run (ADR 025), set-based on the caller's transaction. */
@Injectable()
export class OfficePayeesService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Copies the bank details of every office `source` names (a relation with an `office_id` column)
   * into the caller's table `target` (OFFICE_PAYEE_COLUMNS). The account number is copied sealed, as
   * stored: it is decrypted only where the key is, and only to write a bank file. The payee is the
   * office's business name once approved, else its name; the language is the provider's.
   */
  async stageOfficePayees(source: string, target: string): Promise<void> {
    await this.em.execute(
      `insert into ${target} (${OFFICE_PAYEE_COLUMNS.join(', ')})
       select o.id, o.provider_id, o.office_name, coalesce(o.business_name, o.office_name), o.direct_deposit_email,
              o.institution_number, o.transit_number, o.account_number_encrypted, p.language
       from office o join provider p on p.id = o.provider_id
       where o.id in (select office_id from ${source})
       for share of o`,
    );
  }
}
