import { randomUUID } from 'node:crypto';
import { runSql, type SqlPart, type SqlRunner } from '@portal/server-database';
import { currentRequestId } from '@portal/server-observability';
import { z } from 'zod';

export const mailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(250),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/**
 * The outbox insert as a part of the caller's single statement (`?` placeholders): `insert … select
 * … from <source>` queues the message once per row of `source`, a CTE of the caller's, so it exists
 * exactly when that row is written. The request being served, if any, is recorded beside it.
 */
export function mailInsertFrom(source: string, message: MailMessage): SqlPart {
  const { to, subject, text, html } = mailMessageSchema.parse(message);
  return {
    sql: `insert into mail_outbox (id, "to", subject, text, html, request_id) select ?::uuid, ?, ?, ?, ?, ? from ${source}`,
    params: [randomUUID(), to, subject, text, html ?? null, currentRequestId() ?? null],
  };
}

/** SQL expressions over the row of the caller's source, each giving a message's part (text values). */
export interface MailColumns {
  to: string;
  subject: string;
  text: string;
}

/**
 * The outbox insert of one message per row of `source`, each with its own recipient and text, as a
 * part of the caller's single statement (`?` placeholders): `columns` are the caller's SQL expressions
 * over the row `s` (never user input; values belong in the source or in `params`).
 */
export function mailInsertEachFrom(
  source: string,
  columns: MailColumns,
  { columnParams = [], sourceParams = [] }: { columnParams?: unknown[]; sourceParams?: unknown[] } = {},
): SqlPart {
  return {
    sql: `insert into mail_outbox (id, "to", subject, text, html, request_id)
      select gen_random_uuid(), ${columns.to}, ${columns.subject}, ${columns.text}, null, ?::text from ${source} s`,
    params: [...columnParams, currentRequestId() ?? null, ...sourceParams],
  };
}

/**
 * Queues a message on the caller's connection: inside the caller's transaction, the message exists
 * exactly when the change causing it commits. Returns the message id.
 */
export async function enqueueMail(db: SqlRunner, message: MailMessage): Promise<string> {
  const { to, subject, text, html } = mailMessageSchema.parse(message);
  const id = randomUUID();
  await runSql(db, {
    sql: `insert into mail_outbox (id, "to", subject, text, html, request_id) values (?, ?, ?, ?, ?, ?)`,
    params: [id, to, subject, text, html ?? null, currentRequestId() ?? null],
  });
  return id;
}
