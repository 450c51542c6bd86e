import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MAIL_DIR } from './environment';

export interface ReceivedMail {
  to: string;
  subject: string;
  /** The decoded plain-text body. */
  text: string;
  /** Every http(s) URL in the text, in order. */
  links: string[];
  file: string;
}

export interface MailQuery {
  /** The recipient's address (case-insensitive). */
  to: string;
  /** The exact subject, or a pattern. */
  subject?: string | RegExp;
  /** Text the body holds: tells apart e-mails to one address from tests that run side by side. */
  text?: string;
  timeoutMs?: number;
}

const decodeQuotedPrintable = (body: string): Buffer => {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] as string, 'utf8'));
  }
  return Buffer.from(bytes);
};

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
const decodeHeader = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );

/** A single-part plain-text message as the outbox's file transport writes it. */
export function parseEml(source: string, file = ''): ReceivedMail {
  const split = source.search(/\r?\n\r?\n/);
  const head = source.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = source.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    to: headers.get('to') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    file,
  };
}

const matches = (mail: ReceivedMail, { to, subject, text }: MailQuery) =>
  mail.to.toLowerCase().includes(to.toLowerCase()) &&
  (text === undefined || mail.text.includes(text)) &&
  (subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)));

/**
 * Waits for the newest e-mail to `to` (and `subject`) that the outbox worker wrote to the suite's
 * MAIL_DIR; fails after `timeoutMs` (default 15 s) listing what did arrive.
 */
export async function waitForMail(query: MailQuery): Promise<ReceivedMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 15_000);
  for (;;) {
    const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    const files = await Promise.all(
      names.map(async (name) => {
        const file = join(MAIL_DIR, name);
        return { file, mtime: (await stat(file)).mtimeMs, mail: parseEml(await readFile(file, 'utf8'), file) };
      }),
    );
    const seen = files.sort((a, b) => b.mtime - a.mtime).map((entry) => entry.mail);
    const found = seen.find((mail) => matches(mail, query));
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `No e-mail to ${query.to} (${String(query.subject ?? 'any subject')}) in ${MAIL_DIR}; found:\n` +
          seen.map((mail) => `  ${mail.to}: ${mail.subject}`).join('\n'),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
