import type { ContactMessage } from './contact-api';

export type ContactField = keyof ContactMessage;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Something@something.tld, no spaces: the "{email}" form of spec §5. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** i18n keys of spec §5's contact form messages, per invalid field. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Spec §5: Name required; E-mail required and well formed; Subject and Message required. */
export const validateContact = (values: ContactMessage): ContactErrors => {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'contact.nameRequired';
  const email = values.email.trim();
  if (!email) errors.email = 'contact.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'contact.emailInvalid';
  if (!values.subject.trim()) errors.subject = 'contact.required';
  if (!values.message.trim()) errors.message = 'contact.required';
  return errors;
};
