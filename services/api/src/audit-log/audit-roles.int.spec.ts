import { MikroORM } from '@mikro-orm/postgresql';
import { AuditService } from '@portal/audit';
import { Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { ConfigError } from '@portal/server-core';
import pg from 'pg';
import { ormConfig } from '../database/orm-options';
import { startTestApi, type TestApi } from '../testing/test-api';
import { checkAuditLogRole } from './audit-log-role-check';

// The API runs as the runtime role, migrated and granted by the owner (docs/notes-audit-roles.md); the
// server enforces it, the embedded one included.
describe('the runtime role and the audit log', () => {
  let api: TestApi;
  let runtime: pg.Client;

  beforeAll(async () => {
    api = await startTestApi();
    runtime = new pg.Client({ connectionString: api.db.runtimeUrl });
    await runtime.connect();
  });
  afterAll(async () => {
    await runtime?.end();
    await api?.close();
  });

  it('refuses the runtime role every change to audit_entry: UPDATE, DELETE, TRUNCATE, ALTER (a trigger disabled), DROP', async () => {
    await runtime.query(`insert into audit_entry (actor, action, subject_type, subject_id) values ('u1', 'x.test', 'test', '1')`);
    const refusals: [string, RegExp][] = [
      [`update audit_entry set actor = 'someone-else'`, /permission denied for table audit_entry/],
      ['delete from audit_entry', /permission denied for table audit_entry/],
      ['truncate audit_entry', /permission denied for table audit_entry/],
      ['alter table audit_entry disable trigger audit_entry_append_only', /must be owner of table audit_entry/],
      ['alter table audit_entry disable trigger audit_entry_chain', /must be owner of table audit_entry/],
      ['alter table audit_entry drop column hash', /must be owner of table audit_entry/],
      ['drop table audit_entry', /must be owner of table audit_entry/],
      [
        `create trigger sneaky before insert on audit_entry for each row execute function audit_entry_audit_entry_append_only_fn()`,
        /permission denied for table audit_entry/,
      ],
      ['set session_replication_role = replica', /permission denied to set parameter/],
    ];
    for (const [sql, refused] of refusals) await expect(runtime.query(sql)).rejects.toThrow(refused);
    expect((await runtime.query(`select count(*)::int as n from audit_entry where actor = 'u1'`)).rows).toEqual([{ n: 1 }]);
  });

  it('is what the API runs as, and the application works normally with it', async () => {
    expect(await api.app.get(AuditService).privilegesBeyondAppend()).toEqual([]);
    const provider = await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider);
    const search = await api.get('/api/member?memberId=123456', provider);
    expect(search.statusCode).toBe(200);
    const { rows } = await runtime.query(
      `select current_user as role, count(*)::int as n from audit_entry where request_id = $1 group by 1`,
      [search.headers['x-request-id']],
    );
    expect(rows).toEqual([{ role: 'portal_app', n: 1 }]);
    await expect(checkAuditLogRole(api.app.get(AuditService), true)).resolves.toBeUndefined();
  });

  it('keeps the migration records read-only for the runtime role', async () => {
    await expect(runtime.query('delete from mikro_orm_migrations')).rejects.toThrow(/permission denied/);
    expect((await runtime.query('select count(*)::int > 0 as some from mikro_orm_migrations')).rows).toEqual([{ some: true }]);
  });

  it('refuses to start in production as a role that could change the audit log, and warns elsewhere', async () => {
    const orm = await MikroORM.init({ ...ormConfig(api.db.ownerUrl), entities: [], discovery: { warnWhenNoEntities: false } });
    try {
      const asOwner = new AuditService(orm.em);
      expect(await asOwner.privilegesBeyondAppend()).toEqual(['UPDATE', 'DELETE', 'TRUNCATE', 'owner']);
      await expect(checkAuditLogRole(asOwner, true)).rejects.toThrow(ConfigError);
      const warnings: string[] = [];
      await checkAuditLogRole(asOwner, false, (message) => warnings.push(message));
      expect(warnings).toEqual([
        "DATABASE_URL's role may UPDATE, DELETE, TRUNCATE, owner audit_entry: run the API as the runtime role (docs/notes-audit-roles.md)",
      ]);
    } finally {
      await orm.close();
    }
  });
});
