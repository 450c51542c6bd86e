import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { createDatabase, type Database } from '../database/database';
import { migrate } from '../database/migrate';
import { PostgresAdapter, purgeExpiredPayloads } from './postgres-adapter';

describe('PostgresAdapter', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.url);
    await migrate(db);
  });

  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  it('stores, replaces and destroys a payload per model', async () => {
    const tokens = new PostgresAdapter(db, 'AccessToken');
    const codes = new PostgresAdapter(db, 'AuthorizationCode');
    await tokens.upsert('same-id', { jti: 'same-id', accountId: 'a' }, 60);
    await codes.upsert('same-id', { jti: 'same-id', accountId: 'b' }, 60);
    await tokens.upsert('same-id', { jti: 'same-id', accountId: 'c' }, 60);
    expect(await tokens.find('same-id')).toEqual({ jti: 'same-id', accountId: 'c' });
    expect(await codes.find('same-id')).toEqual({ jti: 'same-id', accountId: 'b' });
    await tokens.destroy('same-id');
    expect(await tokens.find('same-id')).toBeUndefined();
    expect(await codes.find('same-id')).toBeDefined();
  });

  it('marks a consumed payload with the time of consumption', async () => {
    const codes = new PostgresAdapter(db, 'AuthorizationCode');
    await codes.upsert('code-1', { jti: 'code-1' }, 60);
    await codes.consume('code-1');
    const found = await codes.find('code-1');
    expect(found?.consumed).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('hides expired payloads and purges them', async () => {
    const sessions = new PostgresAdapter(db, 'Session');
    await sessions.upsert('old', { uid: 'uid-old' }, 0);
    await sessions.upsert('live', { uid: 'uid-live' }, 60);
    await sessions.upsert('forever', { uid: 'uid-forever' });
    await db.query(`update oidc_payload set expires_at = now() - interval '2 minutes' where id = 'old'`);
    expect(await sessions.find('old')).toBeUndefined();
    expect(await sessions.findByUid('uid-live')).toEqual({ uid: 'uid-live' });
    expect(await sessions.find('forever')).toEqual({ uid: 'uid-forever' });
    expect(await purgeExpiredPayloads(db)).toBe(1);
  });

  it('finds by user code', async () => {
    const deviceCodes = new PostgresAdapter(db, 'DeviceCode');
    await deviceCodes.upsert('dc', { userCode: 'ABCD-EFGH' }, 60);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('revokes every artefact of a grant for its model only', async () => {
    const accessTokens = new PostgresAdapter(db, 'AccessToken');
    const refreshTokens = new PostgresAdapter(db, 'RefreshToken');
    await accessTokens.upsert('at-1', { grantId: 'grant-1' }, 60);
    await accessTokens.upsert('at-2', { grantId: 'grant-2' }, 60);
    await refreshTokens.upsert('rt-1', { grantId: 'grant-1' }, 60);
    await accessTokens.revokeByGrantId('grant-1');
    expect(await accessTokens.find('at-1')).toBeUndefined();
    expect(await accessTokens.find('at-2')).toBeDefined();
    expect(await refreshTokens.find('rt-1')).toBeDefined();
  });
});
