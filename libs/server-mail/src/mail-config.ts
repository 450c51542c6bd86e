import { resolve } from 'node:path';
import { parseConfig } from '@portal/server-core';
import { z } from 'zod';

const envSchema = z.object({
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_DIR: z.string().min(1).default('.data/mail'),
  MAIL_FROM: z.string().min(3).default('Provider Portal <no-reply@localhost>'),
});

export interface MailConfig {
  /** Where mail goes by SMTP; unset writes `.eml` files to `mailDir` instead. */
  smtpUrl: string | undefined;
  /** Absolute directory of the `.eml` files (relative values resolve from the working directory). */
  mailDir: string;
  from: string;
}

export function loadMailConfig(env: Record<string, string | undefined>): MailConfig {
  const parsed = parseConfig(envSchema, env);
  return { smtpUrl: parsed.SMTP_URL, mailDir: resolve(parsed.MAIL_DIR), from: parsed.MAIL_FROM };
}
