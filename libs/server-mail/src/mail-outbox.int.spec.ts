import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { findFreePort } from '@portal/server-database';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { enqueueMail } from './mail-outbox';
import { MAIL_OUTBOX_SCHEMA } from './mail-schema';
import { createMailTransport, type MailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';

interface OutboxRow {
  to: string;
  attempts: number;
  sent_at: Date | null;
  last_error: string | null;
  delay_seconds: number;
}

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
    await pool.query(MAIL_OUTBOX_SCHEMA);
    await pool.query(MAIL_OUTBOX_SCHEMA); // idempotent: every service's migrations may apply it
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
        `select "to", attempts, sent_at, last_error,
                extract(epoch from next_attempt_at - now())::float as delay_seconds
         from mail_outbox order by created_at`,
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

  it('queues nothing for a rolled-back change and the message of a committed one', async () => {
    await inTransaction((client) => enqueueMail(client, { to: 'gone@example.test', subject: 'No', text: 'x' }).then(), false);
    await inTransaction((client) => enqueueMail(client, { to: 'kept@example.test', subject: 'Yes', text: 'x' }).then(), true);
    expect((await rows()).map((row) => row.to)).toEqual(['kept@example.test']);
  });

  it('sends due messages to .eml files and marks them sent, once', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, mailDir, from: 'Portal <portal@example.test>' });
    const id = await enqueueMail(pool, { to: 'file@example.test', subject: 'Confirm', text: 'Body text' });
    const worker = new MailWorker({ pool, transport });
    expect(await worker.drainOnce()).toBe(1);
    expect(await worker.drainOnce()).toBe(0);
    expect(await rows()).toEqual([expect.objectContaining({ attempts: 1, sent_at: expect.any(Date), last_error: null })]);
    expect(await readdir(mailDir)).toContain(`${id}.eml`);
    expect(await readFile(join(mailDir, `${id}.eml`), 'utf8')).toMatch(/^Subject: Confirm$/m);
  });

  it('retries a failing transport later, doubling the wait, then sends', async () => {
    let failures = 2;
    const delivered: string[] = [];
    const flaky: MailTransport = {
      async send(message) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('connection refused');
        }
        delivered.push(message.to);
      },
      close: () => undefined,
    };
    const worker = new MailWorker({ pool, transport: flaky, retry: { baseDelayMs: 10_000, maxDelayMs: 3_600_000 } });
    await enqueueMail(pool, { to: 'retry@example.test', subject: 'Retry', text: 'x' });

    expect(await worker.drainOnce()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: 'connection refused' });
    expect(row?.delay_seconds).toBeGreaterThan(8);
    expect(row?.delay_seconds).toBeLessThanOrEqual(10);
    expect(await worker.drainOnce()).toBe(0); // not due yet

    await pool.query(`update mail_outbox set next_attempt_at = now()`);
    expect(await worker.drainOnce()).toBe(0);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, sent_at: null });
    expect(row?.delay_seconds).toBeGreaterThan(18);
    expect(row?.delay_seconds).toBeLessThanOrEqual(20);

    await pool.query(`update mail_outbox set next_attempt_at = now()`);
    expect(await worker.drainOnce()).toBe(1);
    expect(delivered).toEqual(['retry@example.test']);
    expect(await rows()).toEqual([expect.objectContaining({ attempts: 3, sent_at: expect.any(Date), last_error: null })]);
  });

  // On PostgreSQL the second worker skips the locked row at once; PGlite serialises transactions, so
  // there it waits for the first to commit and then finds the row sent. Either way: delivered once.
  it('never hands a row locked by one worker to another', async () => {
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
    const second = new MailWorker({ pool, transport: slow }).drainOnce();
    release();
    expect(await Promise.all([first, second])).toEqual([1, 0]);
    expect(delivered).toEqual(['once@example.test']);
  });

  it('delivers through SMTP to a real server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(`${session.envelope.rcptTo.map((r) => r.address).join(',')}\n${Buffer.concat(chunks).toString('utf8')}`);
          callback();
        });
      },
    });
    const port = await findFreePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const transport = createMailTransport({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailDir,
        from: 'Portal <portal@example.test>',
      });
      await enqueueMail(pool, { to: 'smtp@example.test', subject: 'Over SMTP', text: 'Hello by SMTP', html: '<p>Hello</p>' });
      expect(await new MailWorker({ pool, transport }).drainOnce()).toBe(1);
      transport.close();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^smtp@example.test\n/);
      expect(received[0]).toMatch(/^Subject: Over SMTP\r?$/m);
      expect(received[0]).toContain('Hello by SMTP');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
