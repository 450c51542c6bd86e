import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, Role } from '@portal/contracts';
import {
  PAYMENT_MESSAGES,
  depositDetailSchema,
  depositSchema,
  paymentRunSchema,
  type Deposit,
  type PaymentRun,
} from '@portal/contracts/payments';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { FieldCipher } from '@portal/server-core';
import { z } from 'zod';
import { insertClaim, startTestApi, type TestApi } from '@portal/api/testing';

interface Office {
  id: string;
  providerId: string;
  name: string;
  email: string;
  sealed: string;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('payment runs, deposits and the CPA-005 file (issue 21)', () => {
  let api: TestApi;
  let orm: MikroORM;
  let admin: string;
  let superAdmin: string;
  let claimsAdmin: string;
  let provider: string;
  let provider2: string;
  let harbour: Office;
  let main: Office;
  let valley: Office;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const runOn = async (paymentDate: string, token = admin, expected = 201): Promise<PaymentRun> => {
    const response = await api.send('POST', '/api/payment-runs', token, { paymentDate });
    expect(response.statusCode).toBe(expected);
    return paymentRunSchema.parse(response.json());
  };
  const depositsOf = async (runId: string): Promise<Deposit[]> => {
    const response = await api.get(`/api/payments?limit=100&runId=${runId}`, admin);
    expect(response.statusCode).toBe(200);
    const deposits = z.array(depositSchema).parse(response.json());
    expect(deposits.every((deposit) => deposit.runId === runId)).toBe(true);
    return deposits.sort((a, b) => a.reference.localeCompare(b.reference));
  };
  const amountsOf = (deposits: Deposit[], office: Office) =>
    deposits.filter((deposit) => deposit.officeId === office.id).map((deposit) => deposit.amount);

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
    [admin, superAdmin, claimsAdmin, provider, provider2] = await Promise.all([
      api.token(Role.Administrator),
      api.token(Role.SuperAdmin),
      api.token(Role.ClaimsAdmin),
      api.token(Role.Provider, DEMO_PROVIDER_IDS.provider),
      api.token(Role.Provider, DEMO_PROVIDER_IDS.provider2),
    ]);
    const offices = await sql<{
      id: string;
      provider_id: string;
      office_name: string;
      direct_deposit_email: string;
      account_number_encrypted: string;
    }>('select id, provider_id, office_name, direct_deposit_email, account_number_encrypted from office');
    const office = (name: string): Office => {
      const row = offices.find((o) => o.office_name === name)!;
      return {
        id: row.id,
        providerId: row.provider_id,
        name,
        email: row.direct_deposit_email,
        sealed: row.account_number_encrypted,
      };
    };
    harbour = office('Harbour Clinic');
    main = office('Main Street Clinic');
    valley = office('Valley Wellness');
    // Whatever the demo seed accepted is paid first, so each test's run holds only its own claims.
    await runOn(inDays(-20));
  });

  afterAll(() => api?.close());

  it('lets only Administrator and SuperAdmin make, list and read runs and download their files', async () => {
    for (const token of [provider, claimsAdmin]) {
      expect((await api.send('POST', '/api/payment-runs', token, { paymentDate: inDays(1) })).statusCode).toBe(403);
      expect((await api.get('/api/payment-runs', token)).statusCode).toBe(403);
      expect((await api.get('/api/payment-runs/1', token)).statusCode).toBe(403);
      expect((await api.get('/api/payment-runs/1/cpa005', token)).statusCode).toBe(403);
    }
    expect((await api.send('POST', '/api/payment-runs', null, { paymentDate: inDays(1) })).statusCode).toBe(401);
    const list = await api.get('/api/payment-runs', superAdmin);
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    expect((await api.get('/api/payment-runs/999999', admin)).json()).toMatchObject({ message: PAYMENT_MESSAGES.runNotFound });
  });

  it('refuses a bad payment date or run id with the contract’s message, never a 500', async () => {
    const farAway = await api.send('POST', '/api/payment-runs', admin, { paymentDate: inDays(400) });
    expect(farAway.statusCode).toBe(400);
    expect(JSON.stringify(apiErrorSchema.parse(farAway.json()))).toContain(PAYMENT_MESSAGES.paymentDateWindow);
    expect((await api.send('POST', '/api/payment-runs', admin, { paymentDate: '2026-02-30' })).statusCode).toBe(400);
    expect((await api.send('POST', '/api/payment-runs', admin, {})).statusCode).toBe(400);
    expect((await api.get('/api/payment-runs/abc', admin)).statusCode).toBe(400);
    expect((await api.get('/api/payments/1%27', admin)).statusCode).toBe(400);
  });

  it('splits each office’s total into deposits of at most $5,000 whose amounts sum to it', async () => {
    await insertClaim(orm, harbour, [{ amount: '2500.00' }, { amount: '2500.00' }]);
    await insertClaim(orm, main, [{ amount: '5000.01' }]);
    await insertClaim(orm, valley, [{ amount: '4000.00' }, { amount: '4000.00' }]);
    await insertClaim(orm, valley, [{ amount: '4345.67' }]);
    const run = await runOn(inDays(1));
    const deposits = await depositsOf(run.runId);
    expect(amountsOf(deposits, harbour)).toEqual([5000]);
    expect(amountsOf(deposits, main)).toEqual([5000, 0.01]);
    expect(amountsOf(deposits, valley)).toEqual([5000, 5000, 2345.67]);
    expect(run).toMatchObject({ depositCount: 6, claimCount: 4, lineCount: 6, totalAmount: 22345.68 });
    expect(deposits.map((d) => d.reference)).toEqual(
      deposits.map((_, i) => `DEP-${inDays(1).replaceAll('-', '')}-${String(i + 1).padStart(6, '0')}`),
    );

    const single = await insertClaim(orm, valley, [{ amount: '12345.67' }]);
    const second = await runOn(inDays(2));
    expect(amountsOf(await depositsOf(second.runId), valley)).toEqual([5000, 5000, 2345.67]);
    const paid = await sql<{ amount_paid: string; line_amount: string }>(
      'select amount_paid, line_amount from deposit_line dl join deposit d on d.id = dl.deposit_id where dl.claim_id = ? order by d.reference',
      [single],
    );
    expect(paid.map((line) => Number(line.amount_paid))).toEqual([5000, 5000, 2345.67]);
    expect(paid.every((line) => Number(line.line_amount) === 12345.67)).toBe(true);
  });

  it('pays the accepted lines of a claim, marks it and them Paid (D) with the deposit reference, leaves rejected lines alone', async () => {
    const claimId = await insertClaim(orm, harbour, [{ amount: '100.00' }, { amount: '50.00', status: 'R' }]);
    const unpaid = await insertClaim(orm, harbour, [{ amount: '70.00', status: 'R' }]);
    const run = await runOn(inDays(3));
    const [deposit] = await depositsOf(run.runId);
    expect(deposit).toMatchObject({ officeId: harbour.id, amount: 100, claimCount: 1, lineCount: 1 });
    const [claim] = await sql<{ status: string; deposit_references: string }>(
      'select status, deposit_references from claim where id = ?',
      [claimId],
    );
    expect(claim).toEqual({ status: 'D', deposit_references: deposit!.reference });
    const lines = await sql<{ status: string; amount: string }>(
      'select status, amount from expense where claim_id = ? order by id',
      [claimId],
    );
    expect(lines.map((line) => line.status)).toEqual(['D', 'R']);
    expect((await sql<{ status: string }>('select status from claim where id = ?', [unpaid]))[0]!.status).toBe('R');
    const search = await api.get(`/api/claims?status=D&limit=100`, provider);
    expect(search.statusCode).toBe(200);
    expect((search.json() as { claimId: string }[]).map((c) => c.claimId)).toContain(claimId);
    // The claim the screens read says which deposit paid it; an unpaid one says none.
    const paid = (search.json() as { claimId: string; depositReferences: string | null }[]).find((c) => c.claimId === claimId);
    expect(paid?.depositReferences).toBe(deposit!.reference);
    const detail = await api.get(`/api/claims/${unpaid}`, provider);
    expect(detail.json()).toMatchObject({ claimId: unpaid, depositReferences: null });
  });

  it('makes one run per date: asking again returns the same run and pays nothing twice', async () => {
    await insertClaim(orm, main, [{ amount: '10.00' }]);
    const first = await runOn(inDays(4));
    await insertClaim(orm, main, [{ amount: '20.00' }]);
    const again = await runOn(inDays(4), superAdmin, 200);
    expect(again).toEqual(first);
    expect(
      (await sql<{ n: number }>('select count(*)::int as n from payment_run where payment_date = ?', [inDays(4)]))[0]!.n,
    ).toBe(1);
    const next = await runOn(inDays(5));
    expect(next.totalAmount).toBe(20);
    expect(Number(next.fileCreationNumber)).toBe(Number(first.fileCreationNumber) + 1);
  });

  it('copies the office’s bank details, sealed, queues one e-mail per deposit and audits the run', async () => {
    await insertClaim(orm, valley, [{ amount: '6000.00' }]);
    const run = await runOn(inDays(6));
    const deposits = await sql<{ id: string; reference: string; account_number_encrypted: string; direct_deposit_email: string }>(
      'select id, reference, account_number_encrypted, direct_deposit_email from deposit where run_id = ?',
      [run.runId],
    );
    expect(deposits).toHaveLength(2);
    for (const deposit of deposits) {
      expect(deposit.account_number_encrypted).toBe(valley.sealed);
      expect(deposit.direct_deposit_email).toBe(valley.email);
      const mail = await sql<{ to: string; text: string }>(`select "to", text from mail_outbox where subject like ?`, [
        `Direct deposit ${deposit.reference} %`,
      ]);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.to).toBe(valley.email);
      expect(mail[0]!.text).toMatch(
        new RegExp(
          `^Hello ${valley.name},\\n\\nA direct deposit of \\$(5,000|1,000)\\.00 \\(reference ${deposit.reference}\\) will be made on \\w+ \\d+, \\d{4}`,
        ),
      );
      expect(mail[0]!.text).not.toContain(api.app.get(FieldCipher).decrypt(valley.sealed));
    }
    const audit = await sql<{ actor: string }>(
      `select actor from audit_entry where action = 'payment_run.create' and subject_id = ?`,
      [run.runId],
    );
    expect(audit).toEqual([{ actor: 'user-Administrator' }]);
  });

  it('writes the deposit notice in the language the provider chose, which only that provider can set', async () => {
    const owner = valley.providerId === DEMO_PROVIDER_IDS.provider ? provider : provider2;
    const stranger = owner === provider ? provider2 : provider;
    const setLanguage = (token: string, language: unknown, providerId = valley.providerId) =>
      api.send('PUT', `/api/provider/${providerId}/language`, token, { language });
    expect((await setLanguage(stranger, 'fr-CA')).statusCode).toBe(404);
    expect((await setLanguage(admin, 'fr-CA')).statusCode).toBe(403);
    expect((await setLanguage(owner, 'fr')).statusCode).toBe(400);
    expect((await setLanguage(owner, 'fr-CA')).statusCode).toBe(204);
    expect((await api.get(`/api/provider/${valley.providerId}`, owner)).json()).toMatchObject({ language: 'fr-CA' });

    await insertClaim(orm, valley, [{ amount: '1234.50' }]);
    const paymentDate = inDays(9);
    const run = await runOn(paymentDate);
    const [deposit] = await depositsOf(run.runId);
    const [mail] = await sql<{ subject: string; text: string }>(`select subject, text from mail_outbox where subject like ?`, [
      `%${deposit!.reference}%`,
    ]);
    const amount = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(1234.5);
    const day = new Date(`${paymentDate}T00:00:00Z`);
    const date = `${day.getUTCDate() === 1 ? '1er' : day.getUTCDate()} ${day.toLocaleString('fr-CA', { month: 'long', timeZone: 'UTC' })} ${day.getUTCFullYear()}`;
    expect(mail).toEqual({
      subject: `Dépôt direct ${deposit!.reference} de ${amount}`,
      text: expect.stringContaining(
        `Bonjour ${valley.name},\n\nUn dépôt direct de ${amount} (référence ${deposit!.reference}) sera versé le ${date}`,
      ),
    });
    const audit = await sql(`select 1 from audit_entry where action = 'provider.language' and subject_id = ?`, [
      valley.providerId,
    ]);
    expect(audit).toHaveLength(1);
    expect((await setLanguage(owner, 'en')).statusCode).toBe(204);
  });

  it('shows a provider its own deposits only, an administrator all, each with its claims and lines', async () => {
    await insertClaim(orm, harbour, [{ amount: '11.00' }]);
    await insertClaim(orm, valley, [{ amount: '22.00' }]);
    const run = await runOn(inDays(7));
    const [own, other] = await Promise.all([
      api.get('/api/payments?limit=100', provider),
      api.get('/api/payments?limit=100', provider2),
    ]);
    const ownDeposits = z.array(depositSchema).parse(own.json());
    expect(ownDeposits.length).toBeGreaterThan(0);
    expect(ownDeposits.every((d) => d.providerId === DEMO_PROVIDER_IDS.provider)).toBe(true);
    expect(Number(own.headers['x-total-count'])).toBe(
      (await sql<{ n: number }>('select count(*)::int as n from deposit where provider_id = ?', [DEMO_PROVIDER_IDS.provider]))[0]!
        .n,
    );
    const harbourDeposit = (await depositsOf(run.runId)).find((d) => d.officeId === harbour.id)!;
    expect((await api.get(`/api/payments/${harbourDeposit.depositId}`, provider2)).statusCode).toBe(404);
    expect(
      z
        .array(depositSchema)
        .parse(other.json())
        .some((d) => d.depositId === harbourDeposit.depositId),
    ).toBe(false);

    const detail = depositDetailSchema.parse((await api.get(`/api/payments/${harbourDeposit.depositId}`, provider)).json());
    expect(detail.lines).toEqual([
      expect.objectContaining({ patientName: 'ALICE MARTIN', coverageName: 'Chiropractic', lineAmount: 11, amountPaid: 11 }),
    ]);
    expect(JSON.stringify(detail)).not.toContain('account');
    const filtered = await api.get(`/api/payments?officeId=${valley.id}&dateFrom=${inDays(7)}&dateTo=${inDays(7)}`, claimsAdmin);
    expect(
      z
        .array(depositSchema)
        .parse(filtered.json())
        .map((d) => d.amount),
    ).toEqual([22]);
    expect((await api.get(`/api/payments?officeId=${valley.id}`, provider)).json()).toEqual([]);
    expect((await api.get('/api/payments?dateFrom=2026-12-02&dateTo=2026-12-01', admin)).statusCode).toBe(400);
  });

  it('writes the run as a CPA-005 file of 1,464-character records whose trailer totals are the run’s, and audits each download', async () => {
    for (let i = 0; i < 7; i += 1) await insertClaim(orm, i % 2 ? harbour : main, [{ amount: '4999.99' }]);
    const run = await runOn(inDays(8));
    const response = await api.get(`/api/payment-runs/${run.runId}/cpa005`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`cpa005-${inDays(8)}.txt`);
    const records = response.body.split('\r\n').filter(Boolean);
    for (const record of records) expect(record).toHaveLength(1464);
    expect(records.map((record) => record[0]).join('')).toBe(`A${'C'.repeat(Math.ceil(run.depositCount / 6))}Z`);
    const trailer = records.at(-1)!;
    expect(Number(trailer.slice(46, 60))).toBe(Math.round(run.totalAmount * 100));
    expect(Number(trailer.slice(60, 68))).toBe(run.depositCount);
    expect(records[0]!.slice(20, 24)).toBe(run.fileCreationNumber);
    const segments = records
      .slice(1, -1)
      .flatMap((record) =>
        Array.from({ length: 6 }, (_, i) => record.slice(24 + i * 240, 24 + (i + 1) * 240)).filter((s) => s.trim()),
      );
    expect(segments).toHaveLength(run.depositCount);
    const harbourAccount = api.app.get(FieldCipher).decrypt(harbour.sealed);
    expect(segments.some((s) => s.slice(28, 40).trim() === harbourAccount)).toBe(true);
    expect(segments.every((s) => /^DEP-\d{8}-\d{6}/.test(s.slice(150, 169)))).toBe(true);

    const downloads = await sql<{ n: number }>(
      `select count(*)::int as n from audit_entry where action = 'payment_run.cpa005' and subject_id = ?`,
      [run.runId],
    );
    expect(downloads[0]!.n).toBe(1);
  });
});
