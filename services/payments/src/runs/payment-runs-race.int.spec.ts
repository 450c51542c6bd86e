import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Role } from '@portal/contracts';
import { paymentRunSchema } from '@portal/contracts/payments';
import { PaymentRunsService } from './payment-runs.service';
import { insertClaim, startTestApi, type TestApi } from '@portal/api/testing';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Concurrent requests and connections. */
describe('payment runs under concurrent requests', () => {
  let api: TestApi;
  let orm: MikroORM;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
  });

  afterAll(() => api?.close());

  it('makes one run of a date however many requests race for it, and pays each line once', async () => {
    const [office] = await sql<{ id: string; provider_id: string }>(
      `select id, provider_id from office where office_name = 'Harbour Clinic'`,
    );
    for (let i = 0; i < 20; i += 1)
      await insertClaim(orm, { id: office!.id, providerId: office!.provider_id }, [{ amount: '1234.56' }]);
    const admin = await api.token(Role.Administrator);
    const paymentDate = inDays(1);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => api.send('POST', '/api/payment-runs', admin, { paymentDate })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const runs = replies.map((reply) => paymentRunSchema.parse(reply.json()));
    expect(new Set(runs.map((run) => run.runId)).size).toBe(1);
    // A line crossing a $5,000 boundary has a piece in each deposit: what matters is that its pieces add up to it once.
    const [counts] = await sql<{ runs: number; lines: number; overpaid: number }>(
      `select (select count(*)::int from payment_run where payment_date = ?) as runs, count(*)::int as lines,
              count(*) filter (where paid <> line)::int as overpaid
       from (select expense_id, sum(amount_paid) as paid, max(line_amount) as line from deposit_line group by expense_id) l`,
      [paymentDate],
    );
    expect(counts).toEqual({ runs: 1, lines: counts!.lines, overpaid: 0 });
    expect(counts!.lines).toBeGreaterThanOrEqual(20);
    expect(runs[0]!.totalAmount).toBeGreaterThanOrEqual(20 * 1234.56);
  });

  it('serialises runs of different dates too: the second finds nothing left to pay', async () => {
    const [office] = await sql<{ id: string; provider_id: string }>(
      `select id, provider_id from office where office_name = 'Valley Wellness'`,
    );
    for (let i = 0; i < 10; i += 1)
      await insertClaim(orm, { id: office!.id, providerId: office!.provider_id }, [{ amount: '700.00' }]);
    const service = api.app.get(PaymentRunsService);
    const outcomes = await Promise.all(
      [inDays(2), inDays(3)].map((date) => RequestContext.create(orm.em, () => service.run(date, { actor: 'test' }))),
    );
    const totals = await sql<{ total_amount: string }>('select total_amount from payment_run where id in (?, ?) order by id', [
      outcomes[0]!.runId,
      outcomes[1]!.runId,
    ]);
    expect(totals.map((row) => Number(row.total_amount)).sort((a, b) => a - b)).toEqual([0, 7000]);
  });
});
