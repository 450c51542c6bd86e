import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { ClaimReadjudicationService } from '../claim-readjudication.service';
import { ClaimsClock } from '../claims-clock';
import { apiErrorSchema, Role, type ClaimSubmissionInput } from '@portal/contracts';
import { claimSchema, coverageCheckSchema, VOID_MESSAGES, type CoverageAllowance } from '@portal/contracts/claims';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { startTestApi, type TestApi } from '@portal/api/testing';

type Reply = Awaited<ReturnType<TestApi['get']>>;

const OWN = DEMO_PROVIDER_IDS.provider;
const OTHER = DEMO_PROVIDER_IDS.provider2;
// The claims are dated up to 22 days back: from a real early-January day they would fall in the previous
// benefit year, so the API's clock is pinned to a day from which they all stay in this one.
const NOW = Date.parse('2026-06-15T12:00:00Z');
const BENEFIT_YEAR = 2026;
let now = NOW;
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString().slice(0, 10);

describe('coverage check (GET /coverage-check) and void (POST /claims/{claimId}/void)', () => {
  let api: TestApi;
  let orm: MikroORM;
  let providerToken: string;
  let harbour: string;
  let massage: number;
  let chiropractic: number;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const errorOf = (response: Reply, statusCode: number) => {
    expect(response.statusCode).toBe(statusCode);
    return apiErrorSchema.parse(response.json());
  };
  const check = async (token = providerToken, officeId = harbour) =>
    api.get(`/api/coverage-check?officeId=${officeId}&memberId=123456&patientId=02`, token);
  const massageOf = async (): Promise<CoverageAllowance | undefined> => {
    const response = await check();
    expect(response.statusCode).toBe(200);
    return coverageCheckSchema.parse(response.json()).coverages.find((c) => c.coverageId === massage);
  };
  /** A massage claim for Chloe Martin (patient 02 of member 000123456, plan 110: $150 a claim, $500 a year). */
  const submitMassage = async (amount: number, days = 2) => {
    const body: ClaimSubmissionInput = {
      officeId: harbour,
      memberId: '123456',
      memberEmail: 'alice.martin@example.test',
      expenses: [
        {
          patientId: '02',
          expenseDate: daysAgo(days),
          coverageId: massage,
          amount,
          referral: { referralDate: daysAgo(20), physicianName: 'Dr Ada Lovelace', registrationNumber: 'CPSO-1' },
        },
      ],
    };
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { authorization: `Bearer ${providerToken}`, 'idempotency-key': randomUUID() },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    return claimSchema.parse(response.json());
  };
  const voidClaim = (claimId: string, token: string, reason: unknown = 'Entered twice') =>
    api.send('POST', `/api/claims/${claimId}/void`, token, { reason });

  beforeAll(async () => {
    api = await startTestApi();
    jest.spyOn(api.app.get(ClaimsClock), 'now').mockImplementation(() => new Date(now));
    orm = api.app.get(MikroORM);
    providerToken = await api.token(Role.Provider, OWN);
    [{ id: harbour } = { id: '' }] = await sql<{ id: string }>(
      `select id from office where provider_id = ? and office_name = 'Harbour Clinic'`,
      [OWN],
    );
    const ids = Object.fromEntries(
      (await sql<{ id: number; name: string }>('select id, name from coverage')).map((c) => [c.name, c.id]),
    );
    massage = ids['Massage Therapy']!;
    chiropractic = ids['Chiropractic']!;
  });
  afterAll(() => api?.close());

  describe('coverage check', () => {
    it("answers per coverage what the plan sets and what this year's claims used, audited as a member read", async () => {
      const response = await check();
      expect(response.statusCode).toBe(200);
      const answer = coverageCheckSchema.parse(response.json());
      expect(answer).toMatchObject({
        memberId: '000123456',
        patientId: '02',
        planNumber: '110',
        benefitYear: BENEFIT_YEAR,
        asOf: '2026-06-15',
      });
      expect(answer.coverages.find((c) => c.coverageId === massage)).toEqual({
        coverageId: massage,
        coverageTypeId: 12,
        name: 'Massage Therapy',
        nameFr: 'Massothérapie',
        covered: true,
        requiresReferral: true,
        heldForApproval: false,
        perClaimMaximum: 150,
        annualMaximum: 500,
        usedThisYear: 0,
        remainingThisYear: 500,
      });
      expect(answer.coverages.find((c) => c.coverageId === chiropractic)).toMatchObject({
        covered: true,
        annualMaximum: null,
        remainingThisYear: null,
      });
      // Plan 110 offers psychology; the provider is not registered for it.
      expect(answer.coverages.find((c) => c.name === 'Psychology')).toMatchObject({ covered: false });
      const audit = await sql(`select actor from audit_entry where action = 'member.read' and subject_id = '000123456'`);
      expect(audit.length).toBeGreaterThan(0);
    });

    it('counts a claim once submitted and frees it once voided', async () => {
      const claim = await submitMassage(45.5);
      expect(claim.status).toBe('A');
      expect(await massageOf()).toMatchObject({ usedThisYear: 45.5, remainingThisYear: 454.5 });
      expect((await voidClaim(claim.claimId, providerToken)).statusCode).toBe(200);
      expect(await massageOf()).toMatchObject({ usedThisYear: 0, remainingThisYear: 500 });
    });

    it("counts this benefit year only: on January 3, December 31's line is last year's", async () => {
      now = Date.parse('2027-01-03T12:00:00Z');
      try {
        const lastYear = await submitMassage(40, 3);
        const thisYear = await submitMassage(25, 1);
        expect([lastYear.status, thisYear.status]).toEqual(['A', 'A']);
        const response = await check();
        const answer = coverageCheckSchema.parse(response.json());
        expect(answer).toMatchObject({ benefitYear: 2027, asOf: '2027-01-03' });
        expect(answer.coverages.find((c) => c.coverageId === massage)).toMatchObject({
          usedThisYear: 25,
          remainingThisYear: 475,
        });
        for (const claim of [lastYear, thisYear]) await voidClaim(claim.claimId, providerToken);
      } finally {
        now = NOW;
      }
    });

    it("is the provider's alone, for its own offices: provider2 gets 404, admins 403, bad input 400", async () => {
      const provider2 = await api.token(Role.Provider, OTHER);
      expect(errorOf(await check(provider2), 404).message).toBe('Office not found');
      errorOf(await check(await api.token(Role.Administrator)), 403);
      errorOf(await check(await api.token(Role.SuperAdmin)), 403);
      errorOf(await api.get(`/api/coverage-check?officeId=${harbour}&memberId=123456&patientId=7`, providerToken), 400);
      errorOf(await api.get(`/api/coverage-check?officeId=${harbour}&memberId=123456`, providerToken), 400);
      expect(
        errorOf(await api.get(`/api/coverage-check?officeId=${harbour}&memberId=123456&patientId=09`, providerToken), 404)
          .message,
      ).toBe('The patient is not the member or one of their dependents');
      expect(
        errorOf(await api.get(`/api/coverage-check?officeId=${harbour}&memberId=555555&patientId=00`, providerToken), 404)
          .message,
      ).toBe('Member not found');
    });
  });

  describe('void', () => {
    it('voids its own claim: claim and lines V, the reason kept, audited, the member e-mailed', async () => {
      const claim = await submitMassage(31.25, 3);
      const response = await voidClaim(claim.claimId, providerToken, 'Wrong patient');
      expect(response.statusCode).toBe(200);
      const voided = claimSchema.parse(response.json());
      expect(voided.status).toBe('V');
      expect(voided.expenses.map((e) => e.status)).toEqual(['V']);
      expect(voided.reasons.at(-1)).toEqual({
        code: 'voided',
        params: { reason: 'Wrong patient' },
        message: 'Voided: Wrong patient',
      });
      expect(await sql(`select status from expense where claim_id = ?`, [claim.claimId])).toEqual([{ status: 'V' }]);
      const audit = await sql(
        `select actor, action from audit_entry where subject_type = 'claim' and subject_id = ? order by id`,
        [claim.claimId],
      );
      expect(audit).toEqual([
        { actor: 'user-Provider', action: 'claim.submit' },
        { actor: 'user-Provider', action: 'claim.void:A->V' },
      ]);
      const mails = await sql<{ to: string; text: string }>(`select "to", text from mail_outbox where subject = ?`, [
        `Explanation of benefits for claim ${claim.submissionId}`,
      ]);
      expect(mails).toHaveLength(2);
      const notice = mails.find((mail) => mail.text.includes('Outcome: Voided, reason: Wrong patient.'));
      expect(notice?.to).toBe('alice.martin@example.test');
      expect(notice?.text).toContain('CHLOE MARTIN  Massage Therapy  $31.25  Voided');

      expect(errorOf(await voidClaim(claim.claimId, providerToken), 409).message).toBe(VOID_MESSAGES.alreadyVoided);
      const admin = await api.token(Role.Administrator);
      expect(errorOf(await api.send('PUT', `/api/claims/${claim.claimId}/setStatus`, admin, { status: 'A' }), 409).message).toBe(
        VOID_MESSAGES.notAdjudicatedNow,
      );
    });

    it("refuses another provider's claim (404), a paid one (409), a missing reason (400) and ClaimsAdmin (403)", async () => {
      const claim = await submitMassage(12.34, 4);
      const provider2 = await api.token(Role.Provider, OTHER);
      expect(errorOf(await voidClaim(claim.claimId, provider2), 404).message).toBe('Claim not found');
      errorOf(await voidClaim(claim.claimId, await api.token(Role.ClaimsAdmin)), 403);
      const reasonMessage = errorOf(await voidClaim(claim.claimId, providerToken, '  '), 400);
      expect(JSON.stringify(reasonMessage)).toContain(VOID_MESSAGES.reason);
      errorOf(await voidClaim(claim.claimId, providerToken, 'x'.repeat(501)), 400);
      errorOf(await voidClaim('abc', providerToken), 400);
      expect(errorOf(await voidClaim('999999999', providerToken), 404).message).toBe('Claim not found');

      await sql(`update claim set status = 'D' where id = ?`, [claim.claimId]);
      expect(errorOf(await voidClaim(claim.claimId, providerToken), 409).message).toBe(VOID_MESSAGES.paid);
      const admin = await api.token(Role.Administrator);
      expect(errorOf(await voidClaim(claim.claimId, admin), 409).message).toBe(VOID_MESSAGES.paid);
      expect(errorOf(await api.send('PUT', `/api/claims/${claim.claimId}/setStatus`, admin, { status: 'R' }), 409).message).toBe(
        VOID_MESSAGES.notAdjudicatedNow,
      );
      // Keeps the year's usage of the later tests to their own claims.
      await sql(`update claim set status = 'R' where id = ?`, [claim.claimId]);
      await sql(`update expense set status = 'R' where claim_id = ?`, [claim.claimId]);
    });

    it("lets an Administrator or SuperAdmin void any provider's unpaid claim", async () => {
      const first = await submitMassage(10.01, 5);
      const second = await submitMassage(10.02, 6);
      const byAdmin = await voidClaim(first.claimId, await api.token(Role.Administrator), 'Provider asked by phone');
      expect([byAdmin.statusCode, claimSchema.parse(byAdmin.json()).status]).toEqual([200, 'V']);
      const bySuper = await voidClaim(second.claimId, await api.token(Role.SuperAdmin), 'Duplicate');
      expect([bySuper.statusCode, claimSchema.parse(bySuper.json()).status]).toEqual([200, 'V']);
      const [audit] = await sql(`select actor from audit_entry where action = 'claim.void:A->V' and subject_id = ?`, [
        first.claimId,
      ]);
      expect(audit).toEqual({ actor: 'user-Administrator' });
    });

    it('frees the annual maximum for adjudication: after a void, what was over it fits again', async () => {
      expect(await massageOf()).toMatchObject({ usedThisYear: 0, remainingThisYear: 500 });
      const claims = [await submitMassage(150, 7), await submitMassage(150, 8), await submitMassage(150, 9)];
      expect(claims.map((c) => c.status)).toEqual(['A', 'A', 'A']);
      const over = await submitMassage(100, 10);
      expect([over.status, over.reasons.map((r) => r.code)]).toEqual(['P', ['overAnnualMaximum']]);
      // A pending line counts as used: 550 of 500.
      expect(await massageOf()).toMatchObject({ usedThisYear: 550, remainingThisYear: 0 });

      expect((await voidClaim(claims[0]!.claimId, providerToken)).statusCode).toBe(200);
      expect(await massageOf()).toMatchObject({ usedThisYear: 400, remainingThisYear: 100 });
      expect((await submitMassage(100, 11)).status).toBe('A');
      expect(await massageOf()).toMatchObject({ usedThisYear: 500, remainingThisYear: 0 });
      for (const claim of [claims[1]!, claims[2]!, over]) await voidClaim(claim.claimId, providerToken);
    });

    it('is left alone by re-adjudication, which re-runs Pending claims only', async () => {
      await sql(
        `update plan_coverage set held_for_approval = true where coverage_id = ? and plan_id = (select id from plan where plan_number = '110')`,
        [massage],
      );
      try {
        const held = await submitMassage(20.5, 12);
        expect(held.status).toBe('P');
        expect((await voidClaim(held.claimId, providerToken)).statusCode).toBe(200);
        await sql(
          `update plan_coverage set held_for_approval = false where coverage_id = ? and plan_id = (select id from plan where plan_number = '110')`,
          [massage],
        );
        const readjudication = api.app.get(ClaimReadjudicationService);
        await RequestContext.create(orm.em, () => readjudication.readjudicatePending(null, 1000));
        expect(await sql(`select status from claim where id = ?`, [held.claimId])).toEqual([{ status: 'V' }]);
      } finally {
        await sql(
          `update plan_coverage set held_for_approval = false where coverage_id = ? and plan_id = (select id from plan where plan_number = '110')`,
          [massage],
        );
      }
    });

    it('has exactly one winner when a void races a payment run marking the claim paid', async () => {
      const admin = await api.token(Role.Administrator);
      const payRun = (claimId: string) =>
        sql<{ id: string }>(
          `update claim set status = 'D', updated_at = now() where id = ? and status = 'A' returning id::text`,
          [claimId],
        );
      let voids = 0;
      let payments = 0;
      for (let round = 0; round < 8; round += 1) {
        const claim = await submitMassage(1 + round / 100, 13 + round);
        // The payment run starts 0 to 35 ms after the void, so either may get the row first.
        const [voidReply, paid] = await Promise.all([
          voidClaim(claim.claimId, admin),
          new Promise((resolve) => setTimeout(resolve, round * 5)).then(() => payRun(claim.claimId)),
        ]);
        const [{ status } = { status: '' }] = await sql<{ status: string }>(`select status from claim where id = ?`, [
          claim.claimId,
        ]);
        if (voidReply.statusCode === 200) {
          expect([paid.length, status]).toEqual([0, 'V']);
          voids += 1;
        } else {
          expect([voidReply.statusCode, apiErrorSchema.parse(voidReply.json()).message, paid.length, status]).toEqual([
            409,
            VOID_MESSAGES.paid,
            1,
            'D',
          ]);
          payments += 1;
        }
      }
      expect(voids + payments).toBe(8);

      // A void that committed first leaves the payment run nothing to mark paid.
      const voidedFirst = await submitMassage(3.33, 21);
      expect((await voidClaim(voidedFirst.claimId, admin)).statusCode).toBe(200);
      expect(await payRun(voidedFirst.claimId)).toEqual([]);

      // The payment run holds the row when the void arrives: the void waits, then finds it paid.
      const claim = await submitMassage(2.22, 22);
      let pendingVoid: Promise<Reply> | undefined;
      await orm.em.fork().transactional(async (tx) => {
        await tx.execute(`update claim set status = 'D' where id = ? and status = 'A'`, [claim.claimId]);
        pendingVoid = voidClaim(claim.claimId, admin);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(errorOf(await pendingVoid!, 409).message).toBe(VOID_MESSAGES.paid);
      expect(await sql(`select status from claim where id = ?`, [claim.claimId])).toEqual([{ status: 'D' }]);
    });
  });
});
