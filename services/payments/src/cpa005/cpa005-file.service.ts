import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService, type AuditRecord } from '@portal/audit';
import { PAYMENT_MESSAGES } from '@portal/contracts/payments';
import { FieldCipher } from '@portal/server-core';
import { CPA005_CONFIG, fileCreationNumber, type Cpa005Config } from './cpa005-config';
import { cpa005Records } from './cpa005-writer';

export interface Cpa005Download {
  fileName: string;
  content: string;
}

/**
 * A run's CPA-005 file: the only place the deposits' account numbers are decrypted, for Administrator
 * and SuperAdmin (the controller's roles), each download audited in the transaction that reads them.
 */
@Injectable()
export class Cpa005FileService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: FieldCipher,
    private readonly audit: AuditService,
    @Inject(CPA005_CONFIG) private readonly config: Cpa005Config,
  ) {}

  async download(runId: string, actor: Pick<AuditRecord, 'actor' | 'actingAs' | 'requestId'>): Promise<Cpa005Download> {
    return this.em.transactional(async (tx) => {
      const [run] = await tx.execute<{ payment_date: string; sequence_no: number; created_at: Date | string }[]>(
        `select to_char(payment_date, 'YYYY-MM-DD') as payment_date, sequence_no, created_at from payment_run where id = ?`,
        [runId],
      );
      if (!run) throw new NotFoundException(PAYMENT_MESSAGES.runNotFound);
      const deposits = await tx.execute<
        {
          reference: string;
          amount: string;
          payee_name: string;
          institution_number: string;
          transit_number: string;
          account_number_encrypted: string;
        }[]
      >(
        `select reference, amount, payee_name, institution_number, transit_number, account_number_encrypted
         from deposit where run_id = ? order by reference`,
        [runId],
      );
      await this.audit.append({ ...actor, action: 'payment_run.cpa005', subjectType: 'payment_run', subjectId: runId });
      const records = cpa005Records({
        config: this.config,
        fileCreationNumber: fileCreationNumber(this.config, Number(run.sequence_no)),
        creationDate: new Date(run.created_at).toISOString().slice(0, 10),
        credits: deposits.map((deposit) => ({
          amountCents: Math.round(Number(deposit.amount) * 100),
          dueDate: run.payment_date,
          institution: deposit.institution_number,
          transit: deposit.transit_number,
          account: this.cipher.decrypt(deposit.account_number_encrypted),
          payeeName: deposit.payee_name,
          reference: deposit.reference,
        })),
      });
      return { fileName: `cpa005-${run.payment_date}.txt`, content: `${records.join('\r\n')}\r\n` };
    });
  }
}
