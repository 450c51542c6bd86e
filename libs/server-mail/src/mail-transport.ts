import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config';
import type { MailMessage } from './mail-outbox';

export interface OutgoingMail extends MailMessage {
  id: string;
}

/** Delivers one message or throws; the worker retries what throws. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/** A pool of SMTP connections reused across messages, for a worker sending many at once. */
export interface SmtpPoolOptions {
  maxConnections: number;
  /** Messages per connection before it is replaced. */
  maxMessages: number;
  /** An idle or stalled connection fails after this; shorter than the worker's lease. */
  socketTimeoutMs: number;
}

/** The outbox id, stable across re-sends, so a receiving system recognises a duplicate. */
export const messageIdOf = (id: string) => `<${id}@portal.mail>`;

/**
 * SMTP when configured (pooled when `pool` is given), otherwise one `.eml` file per message (named by
 * its outbox id, so a resend overwrites).
 */
export function createMailTransport(config: MailConfig, pool?: SmtpPoolOptions): MailTransport {
  const envelope = (message: OutgoingMail) => ({
    from: config.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: messageIdOf(message.id),
  });

  if (config.smtpUrl) {
    const smtp = pool
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          pool: true,
          maxConnections: pool.maxConnections,
          maxMessages: pool.maxMessages,
          socketTimeout: pool.socketTimeoutMs,
          greetingTimeout: Math.min(30_000, pool.socketTimeoutMs),
          connectionTimeout: Math.min(30_000, pool.socketTimeoutMs),
        })
      : nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await smtp.sendMail(envelope(message));
      },
      close: () => smtp.close(),
    };
  }

  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await stream.sendMail(envelope(message));
      await mkdir(config.mailDir, { recursive: true });
      await writeFile(join(config.mailDir, `${message.id}.eml`), info.message as Buffer);
    },
    close: () => stream.close(),
  };
}
