import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, Role } from '@portal/contracts';
import { legacyProfileSchema } from '@portal/contracts/legacy-profile';
import { DEMO_LEGACY_UIDS, DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { LegacyProfilesService } from './legacy-profiles.service';
import { startTestApi, type TestApi } from '@portal/api/testing';
import { formatSummary, ImportError, importLegacyCsv, type ImportProgress } from './import-legacy';

const FIXTURE = resolve(import.meta.dirname, 'fixtures/legacy-profiles.csv');
const HEADER =
  'uid,name,register_number,provider_number,clinicname,businessid,address,city,province,postal,phone,extension,email,institution,transit,account';

describe('legacy profiles', () => {
  let api: TestApi;
  let dir: string;
  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute<T[]>(sql, params);
  const importFile = (file: string, progress?: ImportProgress) => {
    const legacy = api.app.get(LegacyProfilesService);
    return importLegacyCsv(file, (profile) => legacy.upsert(profile), progress);
  };
  const LAKESIDE_EMAIL = 'billing@lakeside.example.test';
  const providerToken = (oldUid: string | null, providerId: string | null = null, email: string | null = LAKESIDE_EMAIL) =>
    api.issuer.sign({ sub: 'user-legacy', role: Role.Provider, username: 'legacy', providerId, oldUid, email });

  beforeAll(async () => {
    api = await startTestApi();
    dir = await mkdtemp(join(tmpdir(), 'legacy-import-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await api?.close();
  });

  describe('GET /api/provider/legacy', () => {
    it("returns the signed-in provider's own profile (the token's oldUid) with bank numbers masked", async () => {
      const response = await api.get('/api/provider/legacy', await providerToken(DEMO_LEGACY_UIDS.newuser));
      expect(response.statusCode).toBe(200);
      const profile = legacyProfileSchema.strict().parse(response.json());
      expect(profile).toMatchObject({
        uid: DEMO_LEGACY_UIDS.newuser,
        name: 'Lakeside Physiotherapy',
        registerNumber: 'REG-2001',
      });
      expect(
        profile.offices.map((office) => [
          office.clinicName,
          office.accountNumber,
          office.transitNumber,
          office.institutionNumber,
        ]),
      ).toEqual([
        ['Lakeside Physiotherapy', '******789', '**321', '002'],
        ['Lakeside Physiotherapy East', '*********012', '**322', '002'],
      ]);
      expect(response.body).not.toContain('123456789');
      expect(response.body).not.toContain('54321');
    });

    it('takes no uid: a query or path naming another uid still gives only the caller their own', async () => {
      const token = await providerToken(DEMO_LEGACY_UIDS.newuser);
      const withQuery = await api.get(
        `/api/provider/legacy?uid=${DEMO_LEGACY_UIDS.unlinked}&oldUid=${DEMO_LEGACY_UIDS.unlinked}`,
        token,
      );
      expect(withQuery.statusCode).toBe(200);
      expect(legacyProfileSchema.parse(withQuery.json()).uid).toBe(DEMO_LEGACY_UIDS.newuser);
      expect((await api.get(`/api/provider/legacy/${DEMO_LEGACY_UIDS.unlinked}`, token)).statusCode).toBe(404);
    });

    it('answers 404 to a provider whose token has no oldUid, or an oldUid with no profile', async () => {
      for (const token of [
        await providerToken(null),
        await providerToken(null, DEMO_PROVIDER_IDS.provider),
        await providerToken('no-such-uid'),
      ]) {
        const response = await api.get('/api/provider/legacy', token);
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message).toBe('Legacy profile not found');
      }
    });

    it("answers 404 unless the account's e-mail is one of the profile's office e-mails (case aside)", async () => {
      for (const email of [null, 'someone@else.example.test', 'office@prairie.example.test']) {
        const response = await api.get('/api/provider/legacy', await providerToken(DEMO_LEGACY_UIDS.newuser, null, email));
        expect(response.statusCode).toBe(404);
      }
      const secondOffice = await providerToken(DEMO_LEGACY_UIDS.newuser, null, 'East@Lakeside.Example.Test');
      expect((await api.get('/api/provider/legacy', secondOffice)).statusCode).toBe(200);
    });

    it('returns the profile to a provider who already has a provider profile too', async () => {
      const response = await api.get(
        '/api/provider/legacy',
        await providerToken(DEMO_LEGACY_UIDS.newuser, DEMO_PROVIDER_IDS.provider),
      );
      expect(response.statusCode).toBe(200);
    });

    it('refuses admin-level roles (403), even with an oldUid, and a request without a token (401)', async () => {
      for (const role of [Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin]) {
        const token = await api.issuer.sign({
          sub: `user-${role}`,
          role,
          username: role,
          providerId: null,
          oldUid: DEMO_LEGACY_UIDS.newuser,
        });
        expect((await api.get('/api/provider/legacy', token)).statusCode).toBe(403);
      }
      expect((await api.get('/api/provider/legacy')).statusCode).toBe(401);
    });

    it('is in the OpenAPI document', async () => {
      const document = (await api.get('/api/docs-json')).json() as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths)).toContain('/api/provider/legacy');
    });
  });

  describe('CSV import', () => {
    it('imports valid profiles, reports each rejected row with its line and reasons, and writes nothing for a uid with a bad row', async () => {
      const updates: string[] = [];
      const summary = await importFile(FIXTURE, { update: (phase) => updates.push(phase), finish: () => updates.push('finish') });
      expect(summary).toMatchObject({ read: 8, inserted: 2, updated: 0, unchanged: 0 });
      expect(summary.rejected).toEqual([
        { line: 6, uid: 'old-1003', reasons: ['phone: Phone must be valid'] },
        {
          line: 7,
          uid: 'old-1004',
          reasons: [
            'register_number: Registration number must be valid',
            'province: Please Select',
            'institution: Must be 3 numbers',
          ],
        },
        { line: 8, uid: 'old-1005', reasons: ['not imported: line 9 of the same uid was rejected'] },
        { line: 9, uid: 'old-1005', reasons: ['account: Must be 7 to 12 numbers'] },
        { line: 10, uid: 'old-1006', reasons: ['has 3 fields, the header has 16'] },
      ]);
      expect(updates).toEqual(expect.arrayContaining(['reading', 'saving', 'finish']));
      const uids = await query<{ uid: string }>(`select uid from legacy_profile where uid like 'old-%' order by uid`);
      expect(uids.map((row) => row.uid)).toEqual(['old-1001', 'old-1002']);

      const maple = await query<{ clinic_name: string; province: string; postal_code: string; phone: string }>(
        `select clinic_name, province, postal_code, phone from legacy_office where profile_uid = 'old-1001' order by position`,
      );
      expect(maple).toEqual([
        { clinic_name: 'Maple Health Downtown', province: 'ON', postal_code: 'M5H 1A1', phone: '4165550101' },
        { clinic_name: 'Maple Health North', province: 'ON', postal_code: 'M4Y 1X9', phone: '4165550102' },
      ]);
      expect(formatSummary(summary)).toContain('line 9 (uid old-1005): account: Must be 7 to 12 numbers');
      expect(formatSummary(summary)).not.toMatch(/1234567|31415926/);
    });

    it('changes nothing when the same file is imported again, and says so', async () => {
      const before = await query(`select * from legacy_office order by id`);
      const summary = await importFile(FIXTURE);
      expect(summary).toMatchObject({ read: 8, inserted: 0, updated: 0, unchanged: 2 });
      expect(summary.rejected).toHaveLength(5);
      expect(await query(`select * from legacy_office order by id`)).toEqual(before);
    });

    it('says "Nothing changed" for a clean file imported twice', async () => {
      const file = join(dir, 'clean.csv');
      const lines = (await readFile(FIXTURE, 'utf8')).split('\n');
      await writeFile(file, lines.slice(0, 5).join('\n'));
      expect(await importFile(file)).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, rejected: [] });
      expect(formatSummary(await importFile(file))).toContain('Nothing changed: every profile was already up to date.');
    });

    it('updates a profile whose rows changed, replacing its offices', async () => {
      const file = join(dir, 'changed.csv');
      await writeFile(
        file,
        'UID,Name,register_number,provider_number,clinicname,businessid,address,city,province,postal,phone,extension,email,institution,transit,account\n' +
          'old-1001,Maple Health Inc.,REG-501,L-1001,Maple Health Downtown,L-1001-1,1 King St W,Toronto,ON,M5H 1A1,4165550101,21,billing@maple.example.test,004,10001,31415927\n',
      );
      expect(await importFile(file)).toMatchObject({ read: 1, inserted: 0, updated: 1, unchanged: 0, rejected: [] });
      const offices = await query<{ n: number }>(`select count(*)::int as n from legacy_office where profile_uid = 'old-1001'`);
      expect(offices).toEqual([{ n: 1 }]);
      const response = await api.get('/api/provider/legacy', await providerToken('old-1001', null, 'billing@maple.example.test'));
      expect(legacyProfileSchema.parse(response.json())).toMatchObject({
        name: 'Maple Health Inc.',
        offices: [{ accountNumber: '*****927' }],
      });
    });

    it('stores every bank number encrypted, none in clear', async () => {
      const rows = await query<Record<string, string | null>>(
        `select institution_number_encrypted, transit_number_encrypted, account_number_encrypted from legacy_office`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(4);
      const sealed = rows.flatMap((row) => Object.values(row)).filter((value): value is string => value !== null);
      expect(sealed.length).toBeGreaterThan(0);
      for (const value of sealed) expect(value).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
      const everything = JSON.stringify(await query(`select * from legacy_office`));
      for (const clear of ['31415927', '27182818', '123456789', '987654321012', '10001', '54321'])
        expect(everything).not.toContain(clear);
    });

    it.each([
      ['a missing file', null, /no such file/],
      ['an empty file', '', /the file is empty/],
      ['a header without the columns', 'uid,name\nx,y\n', /missing column\(s\) register_number, provider_number/],
      ['an unknown column', `${HEADER},notes\n`, /unknown column\(s\) notes/],
      ['an unclosed quote', `${HEADER}\n"x,y\n`, /not a readable CSV file/],
    ])('refuses %s with a clear error', async (_, content, message) => {
      const file = join(dir, `bad-${Math.random()}.csv`);
      if (content !== null) await writeFile(file, content);
      const attempt = importFile(file);
      await expect(attempt).rejects.toBeInstanceOf(ImportError);
      await expect(importFile(file)).rejects.toThrow(message);
    });
  });
});
