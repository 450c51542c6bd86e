import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { findFreePort } from '@portal/server-database';
import { runInRequestContext } from '@portal/server-observability';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { enqueueMail } from './mail-outbox';
import { MAIL_OUTBOX_SCHEMAS } from './mail-schema';
import { createMailTransport, type MailTransport, type OutgoingMail } from './mail-transport';
import { MailWorker } from './mail-worker';
import { missingOutboxColumns, outboxStats, purgeSentMail } from './outbox-maintenance';

interface OutboxRow {
  id: string;
  to: string;
  attempts: number;
  sent_at: Date | null;
  last_error: string | null;
  leased_until: Date | null;
  request_id: string | null;
  delay_seconds: number;
}

const recording = (delivered: OutgoingMail[] = []): MailTransport & { delivered: OutgoingMail[] } => ({
  delivered,
  async send(message) {
    delivered.push(message);
  },
  close: () => undefined,
});

describe('mail outbox', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let mailDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    // pool.end() resolves before the server has closed its connections: dropping the database right
    // after may end one still closing, which reports an error on that (already released) client.
    pool.on('error', () => undefined);
    await pool.query(MAIL_OUTBOX_SCHEMAS[0]);
    expect(await missingOutboxColumns(pool)).toEqual(['mail_outbox.leased_until', 'mail_outbox.request_id']);
    // idempotent: every service's migrations may apply them
    for (const sql of [...MAIL_OUTBOX_SCHEMAS, ...MAIL_OUTBOX_SCHEMAS]) await pool.query(sql);
    mailDir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
    await rm(mailDir, { recursive: true, force: true });
  });

  beforeEach(() => pool.query('delete from mail_outbox'));

  const rows = async () =>
    (
      await pool.query<OutboxRow>(
        `select id, "to", attempts, sent_at, last_error, leased_until, request_id,
                extract(epoch from next_attempt_at - now())::float as delay_seconds
         from mail_outbox order by created_at, "to"`,
      )
    ).rows;

  async function inTransaction(work: (client: pg.PoolClient) => Promise<void>, commit: boolean) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await work(client);
      await client.query(commit ? 'commit' : 'rollback');
    } finally {
      client.release();
    }
  }

  it('queues and sends nothing for a rolled-back change, and the message of a committed one', async () => {
    await inTransaction((client) => enqueueMail(client, { to: 'gone@example.test', subject: 'No', text: 'x' }).then(), false);
    await inTransaction((client) => enqueueMail(client, { to: 'kept@example.test', subject: 'Yes', text: 'x' }).then(), true);
    const transport = recording();
    expect(await new MailWorker({ pool, transport }).drainOnce()).toEqual({ leased: 1, sent: 1, failed: 0 });
    expect(transport.delivered.map((message) => message.to)).toEqual(['kept@example.test']);
  });

  it('records the request that queued a message', async () => {
    await runInRequestContext({ requestId: 'req-42' }, () =>
      enqueueMail(pool, { to: 'r@example.test', subject: 'S', text: 'x' }),
    );
    await enqueueMail(pool, { to: 's@example.test', subject: 'S', text: 'x' });
    expect((await rows()).map((row) => [row.to, row.request_id])).toEqual([
      ['r@example.test', 'req-42'],
      ['s@example.test', null],
    ]);
  });

  it('sends due messages to .eml files and marks them sent, once, lease released', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, mailDir, from: 'Portal <portal@example.test>' });
    const id = await enqueueMail(pool, { to: 'file@example.test', subject: 'Confirm', text: 'Body text' });
    const worker = new MailWorker({ pool, transport });
    expect(await worker.drainOnce()).toEqual({ leased: 1, sent: 1, failed: 0 });
    expect(await worker.drainOnce()).toEqual({ leased: 0, sent: 0, failed: 0 });
    expect(await rows()).toEqual([
      expect.objectContaining({ attempts: 1, sent_at: expect.any(Date), last_error: null, leased_until: null }),
    ]);
    expect(await readdir(mailDir)).toContain(`${id}.eml`);
    const eml = await readFile(join(mailDir, `${id}.eml`), 'utf8');
    expect(eml).toMatch(/^Subject: Confirm$/m);
    expect(eml).toMatch(new RegExp(`^Message-ID: <${id}@portal.mail>$`, 'm'));
  });

  it('retries a failing message later, doubling the wait, while the others of its batch are sent', async () => {
    let failures = 2;
    const delivered: string[] = [];
    const flaky: MailTransport = {
      async send(message) {
        if (message.to === 'retry@example.test' && failures > 0) {
          failures -= 1;
          throw new Error('connection refused');
        }
        delivered.push(message.to);
      },
      close: () => undefined,
    };
    const worker = new MailWorker({ pool, transport: flaky, retry: { baseDelayMs: 10_000, maxDelayMs: 3_600_000 } });
    await enqueueMail(pool, { to: 'retry@example.test', subject: 'Retry', text: 'x' });
    await enqueueMail(pool, { to: 'fine@example.test', subject: 'Fine', text: 'x' });

    expect(await worker.drainOnce()).toEqual({ leased: 2, sent: 1, failed: 1 });
    expect(delivered).toEqual(['fine@example.test']);
    let row = (await rows()).find((r) => r.to === 'retry@example.test');
    expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: 'connection refused', leased_until: null });
    expect(row?.delay_seconds).toBeGreaterThan(8);
    expect(row?.delay_seconds).toBeLessThanOrEqual(10);
    expect((await worker.drainOnce()).leased).toBe(0); // not due yet

    await pool.query(`update mail_outbox set next_attempt_at = now()`);
    expect(await worker.drainOnce()).toEqual({ leased: 1, sent: 0, failed: 1 });
    row = (await rows()).find((r) => r.to === 'retry@example.test');
    expect(row).toMatchObject({ attempts: 2, sent_at: null });
    expect(row?.delay_seconds).toBeGreaterThan(18);
    expect(row?.delay_seconds).toBeLessThanOrEqual(20);

    await pool.query(`update mail_outbox set next_attempt_at = now()`);
    expect(await worker.drainOnce()).toEqual({ leased: 1, sent: 1, failed: 0 });
    expect(delivered).toEqual(['fine@example.test', 'retry@example.test']);
  });

  it('never hands a row leased by one worker to another while the lease holds', async () => {
    await enqueueMail(pool, { to: 'once@example.test', subject: 'Once', text: 'x' });
    const delivered: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: MailTransport = {
      async send(message) {
        delivered.push(message.to);
        await gate;
      },
      close: () => undefined,
    };
    const first = new MailWorker({ pool, transport: slow }).drainOnce();
    while (delivered.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // The lease is committed: the second worker finds nothing due while the first is still sending.
    expect(await new MailWorker({ pool, transport: slow }).drainOnce()).toEqual({ leased: 0, sent: 0, failed: 0 });
    release();
    expect(await first).toEqual({ leased: 1, sent: 1, failed: 0 });
    expect(delivered).toEqual(['once@example.test']);
  });

  it('takes over the rows of a worker whose lease ran out (it crashed mid-send)', async () => {
    const id = await enqueueMail(pool, { to: 'crashed@example.test', subject: 'Again', text: 'x' });
    const crashed = new MailWorker({ pool, transport: { send: () => new Promise(() => undefined), close: () => undefined } });
    void crashed.drainOnce();
    while (!(await rows())[0]?.leased_until) await new Promise((resolve) => setTimeout(resolve, 10));
    const other = recording();
    expect((await new MailWorker({ pool, transport: other }).drainOnce()).leased).toBe(0);

    await pool.query(`update mail_outbox set leased_until = now() - interval '1 second'`);
    expect(await new MailWorker({ pool, transport: other }).drainOnce()).toEqual({ leased: 1, sent: 1, failed: 0 });
    expect(other.delivered.map((message) => message.id)).toEqual([id]);
  });

  it('purges sent rows past the retention in batches, keeping unsent and recent ones', async () => {
    for (const to of ['old1', 'old2', 'old3', 'recent', 'unsent'])
      await enqueueMail(pool, { to: `${to}@example.test`, subject: 'S', text: 'x' });
    await pool.query(`update mail_outbox set sent_at = now() - interval '31 days', created_at = now() - interval '32 days'
                      where "to" like 'old%' or "to" = 'unsent@example.test'`);
    await pool.query(`update mail_outbox set sent_at = null where "to" = 'unsent@example.test'`);
    await pool.query(`update mail_outbox set sent_at = now() - interval '29 days' where "to" = 'recent@example.test'`);

    expect(await purgeSentMail(pool, 30, 2)).toBe(3);
    expect((await rows()).map((row) => row.to).sort()).toEqual(['recent@example.test', 'unsent@example.test']);
    const stats = await outboxStats(pool);
    expect(stats.unsent).toBe(1);
    expect(stats.oldestUnsentSeconds).toBeGreaterThan(31 * 86_400);
  });

  it('delivers through a pooled SMTP transport to a real server, concurrently, with the outbox id as Message-ID', async () => {
    const received: { to: string; data: string }[] = [];
    let open = 0;
    let mostOpen = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        callback();
      },
      onClose() {
        open -= 1;
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          setTimeout(callback, 20); // a slow server: one connection at a time would take 20 × 20 ms
        });
      },
    });
    const port = await findFreePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const transport = createMailTransport(
        { smtpUrl: `smtp://127.0.0.1:${port}`, mailDir, from: 'Portal <portal@example.test>' },
        { maxConnections: 4, maxMessages: 100, socketTimeoutMs: 10_000 },
      );
      const ids: string[] = [];
      for (let i = 0; i < 20; i += 1)
        ids.push(
          await enqueueMail(pool, {
            to: `smtp${i}@example.test`,
            subject: 'Over SMTP',
            text: 'Hello by SMTP',
            html: '<p>Hello</p>',
          }),
        );
      expect(await new MailWorker({ pool, transport, batchSize: 50 }).drainOnce()).toEqual({ leased: 20, sent: 20, failed: 0 });
      transport.close();
      expect(mostOpen).toBeGreaterThan(1);
      expect(mostOpen).toBeLessThanOrEqual(4);
      expect(received).toHaveLength(20);
      const first = received.find((mail) => mail.to === 'smtp0@example.test');
      expect(first?.data).toMatch(/^Subject: Over SMTP\r?$/m);
      expect(first?.data).toContain('Hello by SMTP');
      const messageIds = received.map((mail) => /^Message-ID: (<[^>]+>)\r?$/m.exec(mail.data)?.[1]).sort();
      expect(messageIds).toEqual(ids.map((id) => `<${id}@portal.mail>`).sort());
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
