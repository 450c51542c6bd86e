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

/** SMTP when configured, otherwise one `.eml` file per message (named by its outbox id, so a resend overwrites). */
export function createMailTransport(config: MailConfig): MailTransport {
  const envelope = (message: OutgoingMail) => ({
    from: config.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${message.id}@portal.mail>`,
  });

  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
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
