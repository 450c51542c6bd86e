import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, Role, TEXT_MESSAGES } from '@portal/contracts';
import { CONTACT_LIMIT, CONTACT_MESSAGES, contactReceiptSchema } from '@portal/contracts/contact';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { startTestApi, type TestApi } from '@portal/api/testing';

const MESSAGE = {
  name: 'Dana Clinic',
  email: 'dana@example.test',
  subject: 'Direct deposit',
  message: 'When is the next deposit?',
};

describe('contact messages (POST /email)', () => {
  let api: TestApi;
  let orm: MikroORM;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const send = (token: string | null, body: unknown) => api.send('POST', '/api/email', token, body);

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
  });
  afterAll(() => api?.close());

  it("stores the message with the sender's account and queues it for the administrator in the same transaction", async () => {
    const token = await api.issuer.sign({
      sub: 'user-impersonated',
      role: Role.Provider,
      username: 'provider',
      providerId: DEMO_PROVIDER_IDS.provider,
      act: { sub: 'admin-sub', username: 'admin' },
    });
    const response = await send(token, MESSAGE);
    expect(response.statusCode).toBe(201);
    const receipt = contactReceiptSchema.parse(response.json());
    const [stored] = await sql(`select email, sender_role, provider_id, acting_admin from contact_message where id = ?`, [
      receipt.id,
    ]);
    expect(stored).toEqual({
      email: 'dana@example.test',
      sender_role: 'Provider',
      provider_id: DEMO_PROVIDER_IDS.provider,
      acting_admin: 'admin',
    });
    const [mail] = await sql<{ to: string; subject: string; text: string }>(
      `select "to", subject, text from mail_outbox where subject = 'Portal message: Direct deposit'`,
    );
    expect(mail?.to).toBe('portal-admin@example.com');
    expect(mail?.text).toContain('From: Dana Clinic <dana@example.test>');
    expect(mail?.text).toContain('Sent by administrator admin acting as this provider');
    expect(mail?.text).toContain('When is the next deposit?');
  });

  it("refuses incomplete messages with the spec's messages, and anonymous senders", async () => {
    const token = await api.token(Role.ClaimsAdmin);
    const messageOf = async (body: unknown) => {
      const response = await send(token, body);
      expect(response.statusCode).toBe(400);
      return apiErrorSchema.parse(response.json()).message;
    };
    expect(await messageOf({ ...MESSAGE, name: ' ' })).toBe(CONTACT_MESSAGES.nameRequired);
    expect(await messageOf({ ...MESSAGE, email: '' })).toBe(CONTACT_MESSAGES.emailRequired);
    expect(await messageOf({ ...MESSAGE, email: 'dana@' })).toBe(CONTACT_MESSAGES.emailInvalid);
    expect(await messageOf({ ...MESSAGE, subject: '' })).toBe(CONTACT_MESSAGES.required);
    expect(await messageOf({ ...MESSAGE, message: undefined })).toBe(CONTACT_MESSAGES.required);
    expect((await send(null, MESSAGE)).statusCode).toBe(401);
  });

  it('refuses line breaks in name, e-mail and subject, which would forge lines of the e-mail, and keeps them in the message', async () => {
    const token = await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider);
    for (const field of ['name', 'email', 'subject'] as const) {
      const response = await send(token, { ...MESSAGE, [field]: `${MESSAGE[field]}\r\nBcc: intruder@example.test` });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        message: TEXT_MESSAGES.control,
        details: [{ path: field, message: TEXT_MESSAGES.control }],
      });
    }
    expect((await send(token, { ...MESSAGE, message: 'Hello,\r\nwhen is the next deposit?' })).statusCode).toBe(201);
  });

  it('limits each account to 5 messages in 10 minutes, even when they arrive together', async () => {
    const token = await api.token(Role.Administrator);
    const replies = await Promise.all(Array.from({ length: CONTACT_LIMIT + 2 }, () => send(token, MESSAGE)));
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(CONTACT_LIMIT);
    const refused = replies.filter((reply) => reply.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(apiErrorSchema.parse(refused[0]?.json()).message).toBe(CONTACT_MESSAGES.tooMany);
    expect((await send(await api.token(Role.SuperAdmin), MESSAGE)).statusCode).toBe(201);
  });
});
