import { enqueueMail } from '@portal/server-mail';
import type { Queryable } from '../database/database';
import type { Locale } from '../i18n/locale';
import { MESSAGES } from '../i18n/messages';
import type { IdentityUser } from '../users/identity-user';
import { issueToken, type TokenPurpose } from '../users/account-tokens';

const LINK_PATH: Record<TokenPurpose, string> = { 'confirm-email': '/confirm', 'reset-password': '/reset' };

/** Issues a single-use link for the user and queues its e-mail, both on the caller's transaction. */
export async function sendTokenMail(
  client: Queryable,
  issuer: string,
  user: Pick<IdentityUser, 'id' | 'username' | 'email'>,
  purpose: TokenPurpose,
  locale: Locale,
): Promise<void> {
  const t = MESSAGES[locale];
  const token = await issueToken(client, user.id, purpose);
  const link = `${issuer}${LINK_PATH[purpose]}?${new URLSearchParams({ token, lang: locale })}`;
  await enqueueMail(
    client,
    purpose === 'confirm-email'
      ? { to: user.email, subject: t.mailAccountRequestSubject, text: t.mailConfirmBody(user.username, link) }
      : { to: user.email, subject: t.mailResetSubject, text: t.mailResetBody(user.username, link) },
  );
}

/**
 * Tells the owner of an address that no account was created, instead of telling the requester; it looks
 * like the confirmation a new account gets.
 */
export async function sendAlreadyRegisteredMail(client: Queryable, issuer: string, email: string, locale: Locale): Promise<void> {
  const t = MESSAGES[locale];
  await enqueueMail(client, {
    to: email,
    subject: t.mailAccountRequestSubject,
    text: t.mailExistsBody(`${issuer}/forgot?lang=${locale}`),
  });
}
