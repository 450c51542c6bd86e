import { z } from 'zod';

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

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

/** POST /email (spec §7): name, email, subject, message. */
export const contactMessageSchema = z.object({
  name: required(CONTACT_MESSAGES.nameRequired, 200),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(254)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  subject: required(CONTACT_MESSAGES.required, 250),
  message: required(CONTACT_MESSAGES.required, 10_000),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({ id: z.string(), sentAt: z.iso.datetime() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
