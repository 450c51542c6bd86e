import { z } from 'zod';
import { languageSchema } from './language-schema';
import { MAX_INT4, queryInteger } from './input/numbers';
import { optionalText, text, TEXT_MESSAGES } from './input/text';
import { PAGE_SIZES } from './page-sizes';

export const approvalStatusSchema = z.enum(['Pending', 'Approved', 'Rejected']);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const accountTypeSchema = z.enum(['Chequing', 'Savings']);

export const officeSchema = z.object({
  officeId: z.string().uuid(),
  officeName: z.string(),
  registrationNumber: z.string().nullable(),
  businessID: z.string().nullable(),
  businessName: z.string().nullable(),
  phoneNumber: z.string(),
  phoneExtension: z.string().nullable(),
  directDepositEmail: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  provinceId: z.number().int(),
  postalCode: z.string(),
  primaryContactFirstname: z.string().nullable(),
  primaryContactLastname: z.string().nullable(),
  institutionNumber: z.string(),
  transitNumber: z.string(),
  /** Masked to the last 3 digits except for administrators (DECISIONS: data protection). */
  accountNumber: z.string(),
  accountType: accountTypeSchema,
  verifyDirectDeposit: z.boolean(),
});
export type Office = z.infer<typeof officeSchema>;

export const providerSchema = z.object({
  providerId: z.string().uuid(),
  providerName: z.string(),
  registrationNumber: z.string().nullable(),
  providerNumber: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  approvalStatus: approvalStatusSchema,
  isSuspended: z.boolean(),
  adminMessage: z.string().nullable(),
  isStatusRead: z.boolean(),
  verifyProviderRegistration: z.boolean(),
  timezone: z.string().nullable(),
  /** The language of the e-mails the portal sends the provider's offices (deposit notices). */
  language: languageSchema,
  latestAuditId: z.number().int().nullable(),
  offices: z.array(officeSchema),
  coverages: z.array(z.number().int()),
});
export type Provider = z.infer<typeof providerSchema>;

// ---- Provider profile input (spec §5; the exact messages are the spec's) ----

/**
 * A required text of at most `max` characters with the spec's message when missing, and an optional
 * rule with its own message (by default also said of a value too long to follow the rule).
 */
const requiredText = (
  max: number,
  required: string,
  rule?: { test: (value: string) => boolean; message: string },
  tooLong = rule?.message,
) =>
  text({ max, error: required, tooLong }).superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: required });
    else if (rule && !rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.message });
  });

export const PROVIDER_MESSAGES = {
  pleaseEnter: 'Please Enter',
  pleaseSelect: 'Please Select',
  registrationNumber: 'Registration number must be valid',
  phoneRequired: 'Phone is required',
  phoneValid: 'Phone must be valid',
  emailRequired: 'E-mail is required',
  emailValid: 'E-mail must be valid',
  institution: 'Must be 3 numbers',
  transit: 'Must be 5 numbers',
  account: 'Must be less than 12 numbers',
  verify: 'Please verify',
  coverage: 'please select at least one coverage',
  office: 'Please add at least one office',
  terms: 'Please accept the terms and conditions',
} as const;
const M = PROVIDER_MESSAGES;

/** The API's 403 message for a bank-detail change made by an administrator acting as the provider. */
export const BANK_DETAILS_WHILE_IMPERSONATING =
  'Bank details (institution, transit and account numbers) cannot be changed while acting as a provider. The provider must change them.';

/** 10-digit North American number: optional +1, area code and exchange 2-9, common separators. */
export const NORTH_AMERICAN_PHONE = /^(\+?1[\s.-]?)?(\([2-9]\d{2}\)|[2-9]\d{2})[\s.-]?[2-9]\d{2}[\s.-]?\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const endsWithDigit = (value: string) => /\d$/.test(value);
/** A masked account number as the API returns it (`*****321`): on update it means "keep the stored one". */
export const MASKED_ACCOUNT_NUMBER = /^\*+\d{0,3}$/;

export const officeInputSchema = z.object({
  /** Set for an existing office (keeps its businessID); absent for a new one. */
  officeId: z.string().uuid().nullish(),
  officeName: requiredText(200, M.pleaseEnter),
  registrationNumber: optionalText({ max: 64 }).refine((value) => value === null || endsWithDigit(value), M.registrationNumber),
  phoneNumber: requiredText(20, M.phoneRequired, { test: (v) => NORTH_AMERICAN_PHONE.test(v), message: M.phoneValid }),
  phoneExtension: optionalText({ max: 10 }),
  directDepositEmail: requiredText(254, M.emailRequired, { test: (v) => EMAIL.test(v), message: M.emailValid }),
  address: requiredText(300, M.pleaseEnter),
  city: requiredText(100, M.pleaseEnter),
  /** Province code (e.g. ON, OT). */
  province: requiredText(2, M.pleaseSelect, { test: (v) => /^[A-Za-z]{2}$/.test(v), message: M.pleaseSelect }),
  postalCode: requiredText(10, M.pleaseEnter),
  primaryContactFirstname: optionalText({ max: 200 }),
  primaryContactLastname: optionalText({ max: 200 }),
  institutionNumber: requiredText(3, M.institution, { test: (v) => /^\d{3}$/.test(v), message: M.institution }),
  transitNumber: requiredText(5, M.transit, { test: (v) => /^\d{5}$/.test(v), message: M.transit }),
  /** 1 to 12 digits (7 to 12 expected); on update the masked form (as long as the number) keeps the stored number. */
  accountNumber: requiredText(12, M.pleaseEnter, {
    test: (v) => /^\d{1,12}$/.test(v) || MASKED_ACCOUNT_NUMBER.test(v),
    message: M.account,
  }),
  accountType: accountTypeSchema.default('Chequing'),
  verifyDirectDeposit: z.literal(true, { error: M.verify }),
});

/** The profile a provider saves (PUT /provider/{id}); every save becomes a change request. */
export const providerProfileInputSchema = z.object({
  /** The business name. */
  providerName: requiredText(200, M.pleaseEnter),
  registrationNumber: requiredText(
    64,
    M.registrationNumber,
    { test: endsWithDigit, message: M.registrationNumber },
    TEXT_MESSAGES.tooLong(64),
  ),
  email: optionalText({ max: 254 }).refine((value) => value === null || EMAIL.test(value), M.emailValid),
  file: optionalText({ max: 255 }),
  offices: z.array(officeInputSchema, { error: M.office }).min(1, M.office).max(50),
  coverages: z.array(z.number().int().positive().max(MAX_INT4), { error: M.coverage }).min(1, M.coverage).max(100),
});
export type ProviderProfileInput = z.infer<typeof providerProfileInputSchema>;

/** POST /provider: a signed-in Provider without a profile registers. */
export const providerRegistrationSchema = providerProfileInputSchema.extend({
  verifyProviderRegistration: z.literal(true, { error: M.verify }),
  terms: z.literal(true, { error: M.terms }),
  /** The portal's language when registering: the first choice of the e-mails' language. */
  language: languageSchema.default('en'),
});
export type ProviderRegistration = z.infer<typeof providerRegistrationSchema>;

/** PUT /provider/{id}/language: a preference the provider sets itself, not profile data, so no change request. */
export const providerLanguageInputSchema = z.object({ language: languageSchema });
export type ProviderLanguageInput = z.infer<typeof providerLanguageInputSchema>;

/** A provider as stored in a change request's oldValue/newValue; account numbers are masked in responses. */
export const providerSnapshotSchema = z.object({
  providerId: z.string().uuid(),
  providerNumber: z.string().nullable(),
  providerName: z.string(),
  registrationNumber: z.string().nullable(),
  email: z.string().nullable(),
  file: z.string().nullable(),
  coverages: z.array(z.number().int()),
  offices: z.array(
    officeSchema.omit({ officeId: true, provinceId: true }).extend({
      officeId: z.string().uuid().nullable(),
      /**
       * In a change request's newValue: whether this office's account number differs from the same
       * office's in oldValue. Masked numbers ending alike would otherwise hide a new account.
       */
      accountNumberChanged: z.boolean().optional(),
    }),
  ),
});
export type ProviderSnapshot = z.infer<typeof providerSnapshotSchema>;

// ---- Registered providers list and account state (spec §2, §4, §7) ----

export const PROVIDER_PAGE_SIZES = PAGE_SIZES;

/** GET /provider query: one search over name, numbers and office names; without a limit, every provider. */
export const providerListQuerySchema = z.object({
  search: text({ max: 200 }).optional(),
  status: z.enum(['active', 'suspended']).optional(),
  sort: z.enum(['providerName', 'providerNumber', 'registrationNumber']).default('providerName'),
  order: z.enum(['asc', 'desc']).default('asc'),
  limit: z.enum(PROVIDER_PAGE_SIZES).default('all'),
  page: queryInteger({ min: 1, max: 1_000_000 }).default(1),
});
export type ProviderListQuery = z.infer<typeof providerListQuerySchema>;

/** POST /provider/{id}/suspend: the client may send the whole provider; only adminMessage is read. */
export const providerSuspendSchema = z.object({
  adminMessage: optionalText({ max: 1000, multiline: true }),
});
export type ProviderSuspend = z.infer<typeof providerSuspendSchema>;

/** Spec §8: why a provider may not search members or submit claims. */
export const PROVIDER_STANDING_MESSAGES = {
  suspended: 'Your account has been suspended. You will not be able to submit any claims. Please contact administrator.',
  notApproved: 'You will not be able to submit claim until your profile is approved',
} as const;
