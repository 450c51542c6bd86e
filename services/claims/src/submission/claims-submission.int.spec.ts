import { randomUUID } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { ClaimReadjudicationService, type ReadjudicationPage } from '../claim-readjudication.service';
import {
  apiErrorSchema,
  PROVIDER_STANDING_MESSAGES,
  Role,
  type ClaimSubmissionInput,
  type ClaimSubmissionResult,
} from '@portal/contracts';
import { CLAIM_MESSAGES, claimSchema, claimStatusRefreshSchema, claimSubmissionResultSchema } from '@portal/contracts/claims';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { startTestApi, type TestApi } from '@portal/api/testing';

type Reply = Awaited<ReturnType<TestApi['get']>>;

const OWN = DEMO_PROVIDER_IDS.provider;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.4\n%receipt\n').toString('base64');

describe('claim submission, adjudication and status (POST /claims, setStatus, UpdateStatus)', () => {
  let api: TestApi;
  let orm: MikroORM;
  let providerToken: string;
  let harbour: string;
  let coverage: Record<string, number>;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const post = (body: unknown, key: string | null = randomUUID(), token: string | null = providerToken) =>
    api.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });
  const errorOf = (response: Reply, statusCode: number) => {
    expect(response.statusCode).toBe(statusCode);
    return apiErrorSchema.parse(response.json());
  };
  const claimOf = (response: Reply, statusCode = 201): ClaimSubmissionResult => {
    expect(response.statusCode).toBe(statusCode);
    return claimSubmissionResultSchema.parse(response.json());
  };
  /** A valid claim for Chloe Martin (patient 02 of member 000123456, plan 110), with `expenses` overridden. */
  const claim = (overrides: Partial<ClaimSubmissionInput> = {}): ClaimSubmissionInput => ({
    officeId: harbour,
    memberId: '123456',
    memberEmail: 'alice.martin@example.test',
    expenses: [{ patientId: '02', expenseDate: daysAgo(2), coverageId: coverage['Chiropractic']!, amount: 70 }],
    ...overrides,
  });
  const uniqueAmount = (() => {
    let cents = 1001;
    return () => (cents += 7) / 100;
  })();

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
    providerToken = await api.token(Role.Provider, OWN);
    [{ id: harbour } = { id: '' }] = await sql<{ id: string }>(
      `select id from office where provider_id = ? and office_name = 'Harbour Clinic'`,
      [OWN],
    );
    coverage = Object.fromEntries(
      (await sql<{ id: number; name: string }>('select id, name from coverage')).map((c) => [c.name, c.id]),
    );
  });
  afterAll(() => api?.close());

  it('builds the claim record, adjudicates, audits and queues the explanation of benefits in one go', async () => {
    const result = claimOf(
      await post(
        claim({
          expenses: [
            {
              patientId: '02',
              expenseDate: daysAgo(3),
              coverageId: coverage['Physiotherapy']!,
              amount: 80,
              referral: { referralDate: daysAgo(10), physicianName: 'Dr Ada Lovelace', registrationNumber: 'CPSO-123' },
            },
            { patientId: '02', expenseDate: daysAgo(2), coverageId: coverage['Chiropractic']!, amount: 45.5 },
          ],
          receipts: [{ fileName: 'receipt.pdf', contentType: 'application/pdf', data: PDF }],
        }),
      ),
    );
    expect(result).toMatchObject({
      status: 'A',
      reasons: [],
      planNumber: '110',
      healthOffice: 'Harbour Clinic',
      claimAmountTotal: 125.5,
    });
    expect(result.submissionId).toMatch(/^CPP110\d{21}$/);
    expect(result.receipts).toEqual([expect.objectContaining({ fileName: 'receipt.pdf', contentType: 'application/pdf' })]);
    const [referral] = result.record.Expense;
    expect(result.record).toMatchObject({
      Submissionid: result.submissionId,
      StudentId: '000123456',
      FormType: 'Provider Claims Submission',
      PayTo: 'Provider',
      PlanNumber: '110',
      ClaimAmountTotal: '125.50',
      OccupationalInjury: 'No',
      IsProvincialMaxed: false,
      StudentEmail: 'alice.martin@example.test',
      Proof: [{ FileName: 'receipt.pdf', ContentType: 'application/pdf' }],
    });
    // Masked: the member record does not carry this provider (member-data.int.spec.ts).
    expect(result.record.DateOfBirth).toBe('');
    expect(referral).toMatchObject({ PatientName: 'CHLOE MARTIN', DependantNo: '02', CoverageTypeID: '11', Amount: '80.00' });
    expect(referral?.Comments).toMatch(/^Referral: Dr Ada Lovelace, registration CPSO-123, \d{2}\/\d{2}\/\d{4}$/);
    expect(result.record.Expense[1]).toMatchObject({ CoverageTypeID: '13', Amount: '45.50', Comments: '' });

    const [mail] = await sql<{ to: string; subject: string; text: string }>(
      `select "to", subject, text from mail_outbox where subject like ?`,
      [`%${result.submissionId}`],
    );
    expect(mail).toMatchObject({
      to: 'alice.martin@example.test',
      subject: `Explanation of benefits for claim ${result.submissionId}`,
    });
    expect(mail?.text).toContain('CHLOE MARTIN');
    const audit = await sql(`select actor from audit_entry where action = 'claim.submit' and subject_id = ?`, [result.claimId]);
    expect(audit).toEqual([{ actor: 'user-Provider' }]);
    const [stored] = await sql<{ id: string; size: number }>(`select id::text, size from claim_receipt where claim_id = ?`, [
      result.claimId,
    ]);
    expect(stored?.size).toBe(Buffer.from(PDF, 'base64').length);
    expect(result.receipts[0]?.receiptId).toBe(stored?.id);
    const lines = await sql<{ id: string; patient_name: string }>(
      `select id::text, patient_name from expense where claim_id = ? order by id`,
      [result.claimId],
    );
    expect(result.expenses.map((e) => [e.expenseId, e.patientName])).toEqual(lines.map((l) => [l.id, l.patient_name]));
  });

  it('writes the explanation of benefits in the language of e-mails the provider chose, and keeps it with the claim', async () => {
    await sql(`update provider set language = 'fr-CA' where id = ?`, [OWN]);
    try {
      const result = claimOf(await post(claim({ expenses: [{ ...claim().expenses[0]!, amount: 1234.5 }] })));
      const [mail] = await sql<{ subject: string; text: string }>(`select subject, text from mail_outbox where subject like ?`, [
        `%${result.submissionId}`,
      ]);
      expect(mail?.subject).toBe(`Relevé des prestations pour la demande ${result.submissionId}`);
      expect(mail?.text).toContain(
        'a soumis une demande de règlement de 1\u00a0234,50\u00a0$ pour Alice Martin (participant 000123456)',
      );
      expect(mail?.text).toContain('Décision : ');
      const [stored] = await sql<{ language: string }>(`select language from claim where id = ?`, [result.claimId]);
      expect(stored?.language).toBe('fr-CA');
    } finally {
      await sql(`update provider set language = 'en' where id = ?`, [OWN]);
    }
  });

  it('submits for a plan 777 member against plan 247-{subpolicy}, shown as 247', async () => {
    const result = claimOf(
      await post(
        claim({
          memberId: '000777001',
          memberEmail: null,
          expenses: [{ patientId: '00', expenseDate: daysAgo(1), coverageId: coverage['Chiropractic']!, amount: uniqueAmount() }],
        }),
      ),
    );
    expect(result).toMatchObject({ planNumber: '247', firstName: 'David', lastName: 'Tremblay', status: 'A' });
    const [stored] = await sql<{ plan_number: string }>(`select plan_number from claim where id = ?`, [result.claimId]);
    expect(stored?.plan_number).toBe('777');
    expect(result.expenses[0]).toMatchObject({ patientName: 'DAVID TREMBLAY', coverageName: 'Chiropractic' });
  });

  it('answers a retry with the first answer, refuses the key for another body, and makes one claim of 50 concurrent sends', async () => {
    const key = randomUUID();
    const body = claim({
      expenses: [{ patientId: '00', expenseDate: daysAgo(1), coverageId: coverage['Chiropractic']!, amount: uniqueAmount() }],
    });
    const first = claimOf(await post(body, key));
    const again = claimOf(await post(body, key), 200);
    expect(again.claimId).toBe(first.claimId);
    expect(again.record).toEqual(first.record);
    expect(errorOf(await post({ ...body, memberEmail: null }, key), 409).message).toBe(CLAIM_MESSAGES.idempotencyReused);

    const racing = randomUUID();
    const raceBody = claim({
      expenses: [{ patientId: '01', expenseDate: daysAgo(1), coverageId: coverage['Chiropractic']!, amount: uniqueAmount() }],
    });
    const replies = await Promise.all(Array.from({ length: 50 }, () => post(raceBody, racing)));
    expect(new Set(replies.map((reply) => reply.statusCode))).toEqual(new Set([201, 200]));
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    expect(new Set(replies.map((reply) => reply.json().claimId)).size).toBe(1);
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(`select count(*)::int as n from claim where idempotency_key = ?`, [
      racing,
    ]);
    expect(n).toBe(1);
  });

  it('refuses each invalid claim with the spec message, and writes nothing', async () => {
    const [{ before } = { before: 0 }] = await sql<{ before: number }>('select count(*)::int as before from claim');
    const expense = { patientId: '02', expenseDate: daysAgo(2), coverageId: coverage['Chiropractic']!, amount: 70 };
    const physio = { ...expense, coverageId: coverage['Physiotherapy']! };
    const cases: [unknown, string][] = [
      [claim({ expenses: [{ ...expense, patientId: '' }] }), CLAIM_MESSAGES.patient],
      [claim({ expenses: [{ ...expense, coverageId: undefined as unknown as number }] }), CLAIM_MESSAGES.coverage],
      [claim({ expenses: [{ ...expense, amount: undefined as unknown as number }] }), CLAIM_MESSAGES.amount],
      [claim({ expenses: [{ ...expense, amount: 0 }] }), CLAIM_MESSAGES.amountPositive],
      [claim({ memberEmail: 'alice@' }), CLAIM_MESSAGES.email],
      [claim({ isAccident: true }), CLAIM_MESSAGES.accidentType],
      [claim({ isAccident: true, accidentType: 'Workplace' }), CLAIM_MESSAGES.workplace],
      [claim({ expenses: [physio] }), CLAIM_MESSAGES.physician],
      [
        claim({ expenses: [{ ...physio, referral: { referralDate: daysAgo(1), physicianName: '', registrationNumber: '' } }] }),
        CLAIM_MESSAGES.physician,
      ],
      [
        claim({
          expenses: [{ ...physio, referral: { referralDate: daysAgo(-2), physicianName: 'Dr A', registrationNumber: '1' } }],
        }),
        CLAIM_MESSAGES.referralDateFuture,
      ],
      [claim({ expenses: [{ ...expense, expenseDate: daysAgo(40) }] }), 'The expense date must be within the last 30 days'],
      [claim({ expenses: [{ ...expense, expenseDate: daysAgo(-2) }] }), 'The expense date must be within the last 30 days'],
      [claim({ expenses: [{ ...expense, patientId: '09' }] }), CLAIM_MESSAGES.patientNotFound],
      [claim({ expenses: [{ ...expense, coverageId: 999_999 }] }), CLAIM_MESSAGES.coverage],
      [
        claim({
          receipts: [{ fileName: 'fake.pdf', contentType: 'application/pdf', data: Buffer.from('not a pdf').toString('base64') }],
        }),
        CLAIM_MESSAGES.receiptType,
      ],
      [
        claim({ receipts: [{ fileName: 'a.gif', contentType: 'image/gif' as 'image/png', data: PDF }] }),
        CLAIM_MESSAGES.receiptType,
      ],
    ];
    for (const [body, message] of cases) expect([message, errorOf(await post(body), 400).message]).toEqual([message, message]);
    expect(errorOf(await post(claim(), null), 400).message).toBe(CLAIM_MESSAGES.idempotencyKey);
    expect(errorOf(await post(claim(), 'short'), 400).message).toBe(CLAIM_MESSAGES.idempotencyKey);

    expect(errorOf(await post(claim({ memberId: '999001' })), 404).message).toBe(CLAIM_MESSAGES.planNotFound);
    expect(errorOf(await post(claim({ memberId: '888888888' })), 404).message).toBe(CLAIM_MESSAGES.memberNotFound);
    const notEffective = errorOf(await post(claim({ memberId: '300001' })), 422).message;
    expect(notEffective).toMatch(/^Member's Plan is not effective until \d{4}-\d{2}-\d{2}$/);
    const [{ after } = { after: 0 }] = await sql<{ after: number }>('select count(*)::int as after from claim');
    expect(after).toBe(before);
  });

  it('lets only an approved, active provider submit, from its own office', async () => {
    expect(
      errorOf(await post(claim(), randomUUID(), await api.token(Role.Provider, DEMO_PROVIDER_IDS.suspended)), 403).message,
    ).toBe(PROVIDER_STANDING_MESSAGES.suspended);
    expect(
      errorOf(await post(claim(), randomUUID(), await api.token(Role.Provider, DEMO_PROVIDER_IDS.pending)), 403).message,
    ).toBe(PROVIDER_STANDING_MESSAGES.notApproved);
    for (const role of [Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin])
      errorOf(await post(claim(), randomUUID(), await api.token(role)), 403);
    errorOf(await post(claim(), randomUUID(), null), 401);
    errorOf(await post(claim(), randomUUID(), await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider2)), 404);
  });

  describe('adjudication rules through the API', () => {
    const submitOne = async (line: Partial<ClaimSubmissionInput['expenses'][number]> = {}) =>
      claimOf(
        await post(
          claim({
            expenses: [
              {
                patientId: '00',
                expenseDate: daysAgo(4),
                coverageId: coverage['Chiropractic']!,
                amount: uniqueAmount(),
                ...line,
              },
            ],
          }),
        ),
      );
    const setPlanCoverage = (column: string, value: unknown) =>
      sql(
        `update plan_coverage set ${column} = ? where coverage_id = ? and plan_id = (select id from plan where plan_number = '110')`,
        [value, coverage['Chiropractic']],
      );

    it('rejects a coverage the provider does not offer, a date before the plan and outside its window', async () => {
      const psychology = await submitOne({ coverageId: coverage['Psychology']! });
      expect([psychology.status, psychology.reasons.map((r) => r.code)]).toEqual(['R', ['coverageNotOffered']]);
      await sql(`update plan set effective_date = ? where plan_number = '110'`, [daysAgo(3)]);
      try {
        const early = await submitOne();
        expect([early.status, early.expenses[0]?.reasons[0]?.message]).toEqual([
          'R',
          'Member not enrolled or plan not effective on the expense date',
        ]);
      } finally {
        await sql(`update plan set effective_date = '2020-01-01' where plan_number = '110'`);
      }
      await sql(`update plan set submission_window_days = 2 where plan_number = '110'`);
      try {
        const late = await submitOne();
        expect([late.status, late.reasons[0]?.message]).toEqual([
          'R',
          "Expense date outside the plan's submission window of 2 days",
        ]);
      } finally {
        await sql(`update plan set submission_window_days = 30 where plan_number = '110'`);
      }
    });

    it('holds a possible duplicate, a held coverage and amounts over the maximums as Pending', async () => {
      const amount = uniqueAmount();
      expect((await submitOne({ amount })).status).toBe('A');
      const duplicate = await submitOne({ amount });
      expect([duplicate.status, duplicate.reasons]).toEqual([
        'P',
        [expect.objectContaining({ code: 'possibleDuplicate', message: 'possible duplicate' })],
      ]);

      await setPlanCoverage('per_claim_maximum', 50);
      try {
        const over = await submitOne({ amount: 60 });
        expect([over.status, over.reasons[0]?.message]).toEqual(['P', 'Amount over the per-claim maximum of $50.00']);
      } finally {
        await setPlanCoverage('per_claim_maximum', null);
      }
      await setPlanCoverage('annual_maximum', 100);
      try {
        const annual = await submitOne({ amount: 20 });
        expect([annual.status, annual.reasons[0]?.code]).toEqual(['P', 'overAnnualMaximum']);
      } finally {
        await setPlanCoverage('annual_maximum', null);
      }
    });

    it('leaves re-adjudication to the worker: UpdateStatus answers at once with what its sweep changed', async () => {
      await setPlanCoverage('held_for_approval', true);
      const held = await submitOne();
      expect([held.status, held.reasons[0]?.message]).toEqual(['P', 'Coverage held for administrator approval']);
      const statusOf = async () =>
        (await sql<{ status: string }>(`select status from claim where id = ?`, [held.claimId]))[0]?.status;
      const refresh = async (token: string, query = '') => {
        const response = await api.get(`/api/claims/UpdateStatus${query}`, token);
        expect(response.statusCode).toBe(200);
        return claimStatusRefreshSchema.parse(response.json());
      };

      await setPlanCoverage('held_for_approval', false);
      const before = await refresh(providerToken);
      expect(before.changed.map((c) => c.claimId)).not.toContain(held.claimId);
      expect(await statusOf()).toBe('P'); // no re-adjudication inside the request any more
      const pendingOwn = async () =>
        Number(
          (
            await sql<{ count: string }>(
              `select count(*) as count from claim where status = 'P' and provider_id = ? and not (reasons @> '[{"code":"setByAdministrator"}]')`,
              [OWN],
            )
          )[0]?.count,
        );
      expect(before.checked).toBe(await pendingOwn());

      // The worker's sweep, as it runs on its schedule.
      const readjudication = api.app.get(ClaimReadjudicationService);
      let afterId: string | null = null;
      do {
        const from: string | null = afterId;
        const page: ReadjudicationPage = await RequestContext.create(orm.em, () => readjudication.readjudicatePending(from, 2));
        afterId = page.nextAfterId;
      } while (afterId);
      expect(await statusOf()).toBe('A');

      const change = {
        claimId: held.claimId,
        submissionId: held.submissionId,
        from: 'P',
        to: 'A',
        changedAt: expect.any(String),
      };
      expect((await refresh(await api.token(Role.ClaimsAdmin))).changed).toContainEqual(change);
      const own = await refresh(providerToken);
      expect(own.changed).toContainEqual(change);
      expect(own.checked).toBe(await pendingOwn());
      expect(own.checked).toBeLessThan(before.checked);
      expect(
        (await refresh(await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider2))).changed.map((c) => c.claimId),
      ).not.toContain(held.claimId);
      const later = new Date(Date.now() + 60_000).toISOString();
      expect((await refresh(providerToken, `?since=${encodeURIComponent(later)}`)).changed).toEqual([]);

      const mails = await sql(`select id from mail_outbox where subject = ?`, [
        `Explanation of benefits for claim ${held.submissionId}`,
      ]);
      expect(mails).toHaveLength(2);
      errorOf(await api.get('/api/claims/UpdateStatus'), 401);
      const notADate = errorOf(await api.get('/api/claims/UpdateStatus?since=yesterday', providerToken), 400);
      expect(notADate.details?.map((detail) => detail.path)).toContain('since');
      const tooOld = new Date(Date.now() - 8 * 86_400_000).toISOString();
      expect(errorOf(await api.get(`/api/claims/UpdateStatus?since=${tooOld}`, providerToken), 400).details).toEqual([
        { path: 'since', message: 'since must be within the last 7 days' },
      ]);
    });
  });

  it('lets administrators and claims administrators set a status, audited; providers may not', async () => {
    const submitted = claimOf(
      await post(
        claim({
          expenses: [{ patientId: '01', expenseDate: daysAgo(5), coverageId: coverage['Chiropractic']!, amount: uniqueAmount() }],
        }),
      ),
    );
    const setStatus = async (token: string | null, body: unknown, id = submitted.claimId) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/claims/${id}/setStatus`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: body as object,
      });

    const claimsAdmin = await api.token(Role.ClaimsAdmin);
    const changed = await setStatus(claimsAdmin, { status: 'R', note: 'receipt unreadable' });
    expect(changed.statusCode).toBe(200);
    const updated = claimSchema.parse(changed.json());
    expect([updated.status, updated.reasons.at(-1)?.message]).toEqual([
      'R',
      'Status set by an administrator: receipt unreadable',
    ]);
    expect(claimSchema.parse((await setStatus(await api.token(Role.Administrator), { status: 'A' })).json()).status).toBe('A');
    expect(
      await sql(
        `select action, actor from audit_entry where subject_type = 'claim' and subject_id = ? and action like 'claim.status%' order by id`,
        [submitted.claimId],
      ),
    ).toEqual([
      { action: 'claim.status:A->R', actor: 'user-ClaimsAdmin' },
      { action: 'claim.status:R->A', actor: 'user-Administrator' },
    ]);
    errorOf(await setStatus(providerToken, { status: 'A' }), 403);
    errorOf(await setStatus(null, { status: 'A' }), 401);
    errorOf(await setStatus(claimsAdmin, { status: 'X' }), 400);
    errorOf(await setStatus(claimsAdmin, { status: 'A' }, '987654321'), 404);
    errorOf(await setStatus(claimsAdmin, { status: 'A' }, 'abc'), 400);
  });
});
