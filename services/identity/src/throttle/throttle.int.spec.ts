import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { createDatabase, type Database } from '../database/database';
import { migrate } from '../database/migrate';
import { Throttle, type ThrottleKey } from './throttle';
import type { ThrottlePolicy } from './throttle-policy';

const policy: ThrottlePolicy = { attempts: 3, lockoutSeconds: 60, maxLockoutSeconds: 600, memorySeconds: 3600 };

describe('Throttle (database counters)', () => {
  let database: TestDatabase;
  let db: Database;
  let throttle: Throttle;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.url);
    await migrate(db);
    throttle = new Throttle(db);
  });

  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  const key = (name: string, scope = 'test'): ThrottleKey => ({ scope, key: name, policy });
  const hitsOf = async (name: string, scope = 'test') =>
    (await db.query<{ hits: number }>('select hits from identity_throttle where scope = $1 and key = $2', [scope, name])).rows[0]
      ?.hits;
  /** Moves a key's lock-out (or its whole streak) into the past, as time passing would. */
  const expire = (name: string, column: 'blocked_until' | 'forget_at') =>
    db.query(`update identity_throttle set ${column} = now() - interval '1 second' where key = $1`, [name]);

  it('allows the policy’s attempts, then refuses for the lock-out, with the seconds left', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await throttle.attempt([key('a')])).toEqual({ allowed: true });
    const refused = await throttle.attempt([key('a')]);
    expect(refused).toMatchObject({ allowed: false, scope: 'test' });
    expect(refused.allowed === false && refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect(refused.allowed === false && refused.retryAfter).toBeLessThanOrEqual(60);
    expect(await hitsOf('a')).toBe(3);
  });

  it('doubles the lock-out with each attempt after it ends', async () => {
    await expire('a', 'blocked_until');
    expect(await throttle.attempt([key('a')])).toEqual({ allowed: true });
    const refused = await throttle.attempt([key('a')]);
    expect(refused.allowed === false && refused.retryAfter).toBeGreaterThan(110);
  });

  it('forgets a streak after its memory', async () => {
    await expire('a', 'blocked_until');
    await expire('a', 'forget_at');
    expect(await throttle.attempt([key('a')])).toEqual({ allowed: true });
    expect(await hitsOf('a')).toBe(1);
  });

  it('counts on every key at once, and on none when one of them is locked out', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await throttle.attempt([key('locked', 'account')]);
    expect(await throttle.attempt([key('free', 'address'), key('locked', 'account')])).toMatchObject({
      allowed: false,
      scope: 'account',
    });
    expect(await hitsOf('free', 'address')).toBe(0);
    await throttle.attempt([key('free', 'address'), key('other', 'account')]);
    expect(await hitsOf('free', 'address')).toBe(1);
    expect(await hitsOf('other', 'account')).toBe(1);
  });

  it('lets no more than the allowed attempts through when they come at once', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, () => throttle.attempt([key('burst'), key('burst-address', 'address')])),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
  });

  it('takes one attempt back with the lock-out it set, and forgets a key', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await throttle.attempt([key('refunded')]);
    await throttle.refund('test', 'refunded');
    expect(await hitsOf('refunded')).toBe(2);
    expect(await throttle.attempt([key('refunded')])).toEqual({ allowed: true });
    await throttle.forget('test', 'refunded');
    expect(await hitsOf('refunded')).toBeUndefined();
  });

  it('purges counters whose streak is over', async () => {
    await throttle.attempt([key('old')]);
    await expire('old', 'forget_at');
    expect(await throttle.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await hitsOf('old')).toBeUndefined();
    expect(await hitsOf('free', 'address')).toBe(1);
  });
});
