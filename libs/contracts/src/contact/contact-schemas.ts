import { z } from 'zod';
import { text } from '../input/text';
import { CONTACT_MAX_LENGTHS } from './contact-limits';

/** Spec §5 contact form messages; the shell's drawer checks the same rules before sending. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  required: 'Please enter',
  tooMany: 'Too many messages: please wait a few minutes before sending another',
} as const;

/** How many messages one account may send in CONTACT_WINDOW_MINUTES. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MINUTES = 10;

const required = (message: string, max: number, multiline = false) => text({ max, multiline, error: message }).min(1, message);

/** POST /email (spec §7): name, email, subject, message. */
export const contactMessageSchema = z.object({
  name: required(CONTACT_MESSAGES.nameRequired, CONTACT_MAX_LENGTHS.name),
  email: required(CONTACT_MESSAGES.emailRequired, CONTACT_MAX_LENGTHS.email).pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  /** Short enough for the e-mail's subject line, after the portal's prefix. */
  subject: required(CONTACT_MESSAGES.required, CONTACT_MAX_LENGTHS.subject),
  message: required(CONTACT_MESSAGES.required, CONTACT_MAX_LENGTHS.message, true),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({ id: z.string(), sentAt: z.iso.datetime() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
