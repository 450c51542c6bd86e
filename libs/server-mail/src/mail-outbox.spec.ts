import { enqueueMail } from './mail-outbox';

describe('enqueueMail', () => {
  it('inserts the message on the given connection with a new id', async () => {
    const calls: unknown[][] = [];
    const db = { query: async (sql: string, params?: unknown[]) => (calls.push([sql, params]), { rows: [] }) };
    const id = await enqueueMail(db, { to: 'a@example.test', subject: 'S', text: 'T' });
    expect(calls).toEqual([[expect.stringContaining('insert into mail_outbox'), [id, 'a@example.test', 'S', 'T', null, null]]]);
  });

  it('refuses an invalid address before touching the database', async () => {
    let queries = 0;
    const db = { query: async () => ((queries += 1), { rows: [] }) };
    await expect(enqueueMail(db, { to: 'not-an-address', subject: 'S', text: 'T' })).rejects.toThrow();
    expect(queries).toBe(0);
  });
});
