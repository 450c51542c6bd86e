import { enqueueMail, mailInsertEachFrom } from './mail-outbox';

describe('enqueueMail', () => {
  it('inserts the message on the given connection with a new id', async () => {
    const calls: unknown[] = [];
    const db = { query: async (config: { text: string; values: unknown[] }) => (calls.push(config), { rows: [] }) };
    const id = await enqueueMail(db, { to: 'a@example.test', subject: 'S', text: 'T' });
    expect(calls).toEqual([
      {
        text: expect.stringContaining('values ($1, $2, $3, $4, $5, $6)'),
        values: [id, 'a@example.test', 'S', 'T', null, null],
      },
    ]);
  });

  it('refuses an invalid address before touching the database', async () => {
    let queries = 0;
    const db = { query: async () => ((queries += 1), { rows: [] }) };
    await expect(enqueueMail(db, { to: 'not-an-address', subject: 'S', text: 'T' })).rejects.toThrow();
    expect(queries).toBe(0);
  });
});

describe('mailInsertEachFrom', () => {
  it('queues one message per source row, its parameters in statement order (columns, request id, source)', () => {
    const { sql, params } = mailInsertEachFrom(
      '(select * from deposit where run_id = ?)',
      { to: 's.email', subject: "'Deposit ' || s.reference", text: '? || s.office_name' },
      { columnParams: ['Hello '], sourceParams: ['7'] },
    );
    expect(sql).toMatch(
      /^insert into mail_outbox \(id, "to", subject, text, html, request_id\)\s+select gen_random_uuid\(\), s\.email, /,
    );
    expect(sql).toContain('from (select * from deposit where run_id = ?) s');
    expect(params).toEqual(['Hello ', null, '7']);
  });
});
