import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** An office's direct-deposit details as they are now, for a payment run. */
export interface OfficePayee {
  officeId: string;
  providerId: string;
  officeName: string;
  /** The office's business name once approved, else its name. */
  payeeName: string;
  directDepositEmail: string;
  institutionNumber: string;
  transitNumber: string;
  /** Sealed, as stored: it is decrypted only where the key is, and only to write a bank file. */
  accountNumberEncrypted: string;
  /** The provider's language. */
  language: string;
}

/** Offices' direct-deposit details for a payment run (ADR 025), on the caller's transaction. */
@Injectable()
export class OfficePayeesService {
  constructor(private readonly em: EntityManager) {}

  /** The payees of the offices `officeIds` names that exist, locked against change until the caller's transaction ends. */
  payees(officeIds: readonly string[]): Promise<OfficePayee[]> {
    return this.em.execute<OfficePayee[]>(
      `select o.id as "officeId", o.provider_id as "providerId", o.office_name as "officeName",
              coalesce(o.business_name, o.office_name) as "payeeName", o.direct_deposit_email as "directDepositEmail",
              o.institution_number as "institutionNumber", o.transit_number as "transitNumber",
              o.account_number_encrypted as "accountNumberEncrypted", p.language
       from office o join provider p on p.id = o.provider_id
       where o.id in (select value::uuid from json_array_elements_text(?::json))
       for share of o`,
      [JSON.stringify(officeIds)],
    );
  }
}
