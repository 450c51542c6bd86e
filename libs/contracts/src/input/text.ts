import { z } from 'zod';

/** C0 and C1 control characters and DEL. */
const CONTROL = /\p{Cc}/u;
/** The same, but for line feeds, carriage returns and tabs: the line breaks of a multi-line text. */
const CONTROL_BUT_LINE_BREAKS = /(?![\n\r\t])\p{Cc}/u;
/** Half of a UTF-16 surrogate pair on its own: no character at all, and PostgreSQL refuses it. */
const LONE_SURROGATE = /\p{Cs}/u;

export const TEXT_MESSAGES = {
  tooLong: (max: number) => `Must be at most ${max} characters`,
  control: 'Must not contain control characters or line breaks',
  controlInMultiline: 'Must not contain control characters other than line breaks and tabs',
  loneSurrogate: 'Must be valid Unicode text',
} as const;

export interface TextOptions {
  /** The database column's length; for a `text` column, the longest value the product takes. */
  max: number;
  /** Line breaks and tabs are allowed (a message, a page of HTML). */
  multiline?: boolean;
  /** The message for a missing value or one that is not a string (a form's "required" message). */
  error?: string;
  /** The message for a value over `max`, when a spec message says what the field takes. */
  tooLong?: string;
}

/**
 * A string of a request: trimmed, at most `max` characters, without control characters (but a
 * multi-line text's line breaks and tabs) and without lone surrogates, which PostgreSQL refuses and
 * which would forge lines in e-mails and logs. Every string of a request contract is one of these.
 */
export const text = ({ max, multiline = false, error, tooLong }: TextOptions) =>
  z
    .string(error === undefined ? undefined : { error })
    .trim()
    .max(max, tooLong ?? TEXT_MESSAGES.tooLong(max))
    .refine(
      (value) => !(multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value),
      multiline ? TEXT_MESSAGES.controlInMultiline : TEXT_MESSAGES.control,
    )
    .refine((value) => !LONE_SURROGATE.test(value), TEXT_MESSAGES.loneSurrogate);

/** An optional `text`: absent, null or blank means null. */
export const optionalText = (options: TextOptions) =>
  text(options)
    .nullish()
    .transform((value) => value || null);
