import { z } from 'zod';
import type { Messages } from '../i18n/messages';
import { meetsPasswordRule } from '../users/password-rule';

const MAX_FIELD_LENGTH = 256;

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

const emailSchema = z.email().max(254);

/** A form field, trimmed unless it is a password, and bounded in length. */
export function field(form: URLSearchParams, name: string, { trim = true } = {}): string {
  const value = (form.get(name) ?? '').slice(0, MAX_FIELD_LENGTH);
  return trim ? value.trim() : value;
}

export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** The errors of a new password and its confirmation, keyed by field. */
export function passwordErrors(t: Messages, password: string, confirm: string): { password?: string; confirm?: string } {
  if (!meetsPasswordRule(password)) return { password: t.passwordWeak };
  if (confirm !== password) return { confirm: t.passwordMismatch };
  return {};
}
