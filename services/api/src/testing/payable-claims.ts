import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';

/** A line of a test claim: its amount and status (accepted unless told). */
export interface TestLine {
  amount: string;
  status?: 'A' | 'R';
}

/**
 * Writes an adjudicated claim straight into the claims tables, for payment-run tests that need exact
 * amounts no plan maximum would hold back; its status is A when any line is, else R (claimStatusOf).
 */
export async function insertClaim(orm: MikroORM, office: { id: string; providerId: string }, lines: TestLine[]): Promise<string> {
  const conn = orm.em.fork().getConnection();
  const total = lines.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0) / 100;
  const status = lines.some((line) => (line.status ?? 'A') === 'A') ? 'A' : 'R';
  const [claim] = await conn.execute<{ id: string }[]>(
    `insert into claim (submission_id, idempotency_key, request_hash, member_id, provider_id, office_id, plan_number, health_office,
       first_name, last_name, date_of_birth, claim_amount_total, status, record)
     values (?, ?, ?, '000123456', ?, ?, '110', 'Test Office', 'ALICE', 'MARTIN', '1980-01-01', ?, ?, '{}'::jsonb) returning id`,
    [`CPPTEST${randomUUID().slice(0, 18)}`, randomUUID(), 'x'.repeat(64), office.providerId, office.id, total.toFixed(2), status],
  );
  for (const line of lines)
    await conn.execute(
      `insert into expense (claim_id, expense_date, patient_name, dependant_no, coverage_type_id, coverage_name, amount, status)
       values (?, current_date - 3, 'ALICE MARTIN', '00', 13, 'Chiropractic', ?, ?)`,
      [claim!.id, line.amount, line.status ?? 'A'],
    );
  return String(claim!.id);
}
