import { AuditChainVerifier } from '@portal/audit';
import { Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import pg from 'pg';
import { startTestApi, type TestApi } from '../testing/test-api';

const OWN = DEMO_PROVIDER_IDS.provider;

/** Member search and the Administrator's profile: audited reads, their entries group-committed (ADR 038). */
describe('audited reads', () => {
  let api: TestApi;
  let owner: pg.Client;
  let provider: string;
  let admin: string;

  const entriesOf = async (requestId: string) =>
    (
      await owner.query<{ action: string; subject_id: string }>(
        'select action, subject_id from audit_entry where request_id = $1 order by chain, seq',
        [requestId],
      )
    ).rows;

  beforeAll(async () => {
    api = await startTestApi();
    owner = new pg.Client({ connectionString: api.db.ownerUrl });
    await owner.connect();
    await owner.query(
      `insert into member (member_id, plan, firstname, lastname, dob)
       values ('000900003', '110', 'Annie', 'Grouped', '1990-01-01'), ('000900001', '110', 'Anna', 'Grouped', '1990-01-01'),
              ('000900002', '110', 'Ann', 'Grouped', '1990-01-01')`,
    );
    provider = await api.token(Role.Provider, OWN);
    admin = await api.token(Role.Administrator);
  });
  afterAll(async () => {
    await owner?.end();
    await api?.close();
  });

  it('writes exactly one entry per member or profile answered, under concurrency, in chains that verify', async () => {
    const reads = Array.from({ length: 60 }, (_, i) =>
      i % 2
        ? api.get('/api/member?firstname=an&lastname=grouped', provider, { 'x-request-id': `concurrent-${i}` })
        : api.get(`/api/provider/${OWN}`, admin, { 'x-request-id': `concurrent-${i}` }),
    );
    const responses = await Promise.all(reads);
    for (const [i, response] of responses.entries()) {
      expect(response.statusCode).toBe(200);
      const entries = await entriesOf(`concurrent-${i}`);
      if (i % 2) {
        const members = response.json<{ memberId: string; firstname: string }[]>();
        expect(members.map((member) => member.firstname)).toEqual(['Ann', 'Anna', 'Annie']);
        expect(entries).toEqual(members.map((member) => ({ action: 'member.read', subject_id: member.memberId })));
      } else {
        expect(entries).toEqual([{ action: 'provider.bank-details.read', subject_id: OWN }]);
      }
    }
    expect((await api.app.get(AuditChainVerifier).verify()).problems).toEqual([]);
  });

  it('answers an error, and no data, when the entries cannot be written', async () => {
    // The database fails the insert as it would when out of disk or cut off: an error, not a rule.
    await owner.query(`create function refuse_test_entry() returns trigger language plpgsql as $$ begin
      if new.request_id = 'refused' then raise exception 'the audit log cannot be written'; end if; return new; end $$`);
    await owner.query(
      'create trigger audit_entry_refuses_test before insert on audit_entry for each row execute function refuse_test_entry()',
    );
    try {
      const search = await api.get('/api/member?memberId=123456', provider, { 'x-request-id': 'refused' });
      expect(search.statusCode).toBe(500);
      expect(search.body).not.toMatch(/Alice|000123456/);
      const profile = await api.get(`/api/provider/${OWN}`, admin, { 'x-request-id': 'refused' });
      expect(profile.statusCode).toBe(500);
      expect(profile.body).not.toMatch(/accountNumber|institutionNumber/);
    } finally {
      await owner.query('drop trigger audit_entry_refuses_test on audit_entry');
      await owner.query('drop function refuse_test_entry()');
    }
    expect(await entriesOf('refused')).toEqual([]);
    expect((await api.get('/api/member?memberId=123456', provider, { 'x-request-id': 'accepted' })).statusCode).toBe(200);
    expect(await entriesOf('accepted')).toEqual([{ action: 'member.read', subject_id: '000123456' }]);
  });
});
