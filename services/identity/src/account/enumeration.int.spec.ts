import { DEMO_PASSWORD } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { createDatabase, type Database } from '../database/database';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from '../testing/identity-test-server';
import { OidcTestClient } from '../testing/oidc-test-client';

/** Limits high enough that the repeated tries below measure the answers, not the throttle; the default answer floor. */
const ENV = {
  IDENTITY_SIGN_IN_ATTEMPTS_PER_ACCOUNT: '1000',
  IDENTITY_SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000',
  IDENTITY_ACCOUNT_REQUESTS_PER_ADDRESS: '1000',
};
const TRIES = 11;
const TOLERANCE = 0.2;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

interface QueuedMail {
  to: string;
  subject: string;
  text: string;
}

describe('identity service: no account enumeration', () => {
  let database: TestDatabase;
  let identity: RunningIdentity;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
    identity = await startTestIdentity(database.url, undefined, ENV);
    db = createDatabase(database.url);
  });

  afterAll(async () => {
    await db?.end();
    await identity?.server.close();
    await database?.drop();
  });

  const post = (path: string, fields: Record<string, string>) =>
    fetch(new URL(path, identity.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  const mailTo = async (to: string): Promise<QueuedMail[]> =>
    (
      await db.query<QueuedMail>(
        `select "to", subject, text from mail_outbox where lower("to") = lower($1) order by created_at`,
        [to],
      )
    ).rows;

  /** What a reader sees of a message besides its instructions: paragraphs, with any link as `<link>`. */
  const shapeOf = (text: string) =>
    text.split('\n\n').map((paragraph) => (/^https?:\/\/\S+$/.test(paragraph) ? '<link>' : paragraph.length > 0 ? 'text' : ''));

  /**
   * Times both branches, interleaved so that a slower moment of the machine weighs on both alike, and
   * returns their medians in milliseconds.
   */
  async function timeBoth(first: (index: number) => Promise<Response>, second: (index: number) => Promise<Response>) {
    const times: [number[], number[]] = [[], []];
    const timed = async (work: () => Promise<Response>, into: number[]) => {
      const started = performance.now();
      const response = await work();
      await response.arrayBuffer();
      into.push(performance.now() - started);
      return response.status;
    };
    // One untimed round warms both paths up.
    await timed(() => first(TRIES), []);
    await timed(() => second(TRIES), []);
    for (let index = 0; index < TRIES; index += 1) {
      await timed(() => first(index), times[0]);
      await timed(() => second(index), times[1]);
    }
    return times.map(median) as [number, number];
  }

  const expectSameTime = ([a, b]: [number, number]) => {
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThanOrEqual(TOLERANCE);
  };

  it('sends the same-looking e-mail to an address whether or not the account could be created', async () => {
    expect(
      (
        await post('/register', {
          username: 'fresh-owner',
          email: 'fresh@example.test',
          password: DEMO_PASSWORD,
          confirm: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post('/register', {
          username: 'other-name',
          email: 'provider@example.test',
          password: DEMO_PASSWORD,
          confirm: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post('/register', {
          username: 'provider2',
          email: 'free@example.test',
          password: DEMO_PASSWORD,
          confirm: DEMO_PASSWORD,
          lang: 'fr',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post('/register', {
          username: 'fresh-fr',
          email: 'fresh-fr@example.test',
          password: DEMO_PASSWORD,
          confirm: DEMO_PASSWORD,
          lang: 'fr',
        })
      ).status,
    ).toBe(200);
    const [created] = await mailTo('fresh@example.test');
    const [taken] = await mailTo('provider@example.test');
    const [createdFr] = await mailTo('fresh-fr@example.test');
    const [usernameTaken] = await mailTo('free@example.test');
    expect(taken?.subject).toBe(created?.subject);
    expect(shapeOf(taken?.text ?? '')).toEqual(shapeOf(created?.text ?? ''));
    expect(usernameTaken?.subject).toBe(createdFr?.subject);
    expect(shapeOf(usernameTaken?.text ?? '')).toEqual(shapeOf(createdFr?.text ?? ''));
    expect(createdFr?.subject).not.toBe(created?.subject);
    // Only the instructions differ: the first and last paragraphs are the same words.
    const paragraphs = (mail?: QueuedMail) => mail?.text.split('\n\n') ?? [];
    expect(paragraphs(taken)[0]).toBe(paragraphs(created)[0]);
    expect(paragraphs(taken).at(-1)).toBe(paragraphs(created).at(-1));
  });

  it('answers a sign-in for an unknown user as fast as one with a wrong password', async () => {
    const client = new OidcTestClient(identity.issuer);
    const page = await client.follow(client.startAuthorization().url);
    await page.response.text();
    const login = (username: string) => () =>
      client.request(`${page.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password: 'Wrong-Passw0rd' }),
      });
    const medians = await timeBoth(
      (index) => login(`nobody-${index}`)(),
      () => login('provider')(),
    );
    console.log('sign-in: unknown user vs wrong password (median ms)', medians);
    expectSameTime(medians);
  });

  it('answers a password-reset request as fast for an unknown address as for a known one', async () => {
    const medians = await timeBoth(
      (index) => post('/forgot', { email: `nobody-${index}@example.test` }),
      () => post('/forgot', { email: 'provider2@example.test' }),
    );
    console.log('forgot: unknown vs known address (median ms)', medians);
    expectSameTime(medians);
  });

  it('answers a sign-up as fast whether the account is created or the address is taken', async () => {
    const fields = (username: string, email: string) => ({ username, email, password: DEMO_PASSWORD, confirm: DEMO_PASSWORD });
    const medians = await timeBoth(
      (index) => post('/register', fields(`timed-${index}`, `timed-${index}@example.test`)),
      (index) => post('/register', fields(`taken-${index}`, 'provider@example.test')),
    );
    console.log('sign-up: new vs taken address (median ms)', medians);
    expectSameTime(medians);
  });
});
