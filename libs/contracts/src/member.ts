import { z } from 'zod';
import { text } from './input/text';
import { MEMBER_ID_LENGTH, padMemberId } from './member-id';
import { PROVIDER_STANDING_MESSAGES } from './provider';

/** Member search and plan lookup texts of spec §5 and §8, written once for the API and the screens. */
export const MEMBER_MESSAGES = {
  office: 'Please select Office',
  notFound: 'No Members found',
  memberId: 'Member ID must be 1 to 9 digits',
  criteria: 'Enter a member ID, or a first and a last name',
  planNotFound: 'Plan not found',
  suspended: PROVIDER_STANDING_MESSAGES.suspended,
  notApproved: 'You will not be able to search for members until your profile is approved',
} as const;

export { MEMBER_ID_LENGTH, padMemberId } from './member-id';

/** A member or certificate id: 1 to 9 digits, padded to 9. */
export const memberIdSchema = text({ max: MEMBER_ID_LENGTH, tooLong: MEMBER_MESSAGES.memberId })
  .regex(/^\d{1,9}$/, MEMBER_MESSAGES.memberId)
  .transform(padMemberId);
const nameSchema = text({ max: 100 }).min(1);
/** Query strings send empty values as ''; they mean "not given". */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * GET /member and GET /provider/{providerId}/member (spec §7, empty values omitted): a member or
 * certificate id (padded to 9 digits), or a first and a last name (case-insensitive, prefix).
 */
export const memberSearchQuerySchema = z
  .object({
    memberId: z.preprocess(blankToUndefined, memberIdSchema.optional()),
    certificate: z.preprocess(blankToUndefined, memberIdSchema.optional()),
    firstname: z.preprocess(blankToUndefined, nameSchema.optional()),
    lastname: z.preprocess(blankToUndefined, nameSchema.optional()),
    email: z.preprocess(blankToUndefined, text({ max: 254 }).pipe(z.email()).optional()),
  })
  .refine((q) => q.memberId || q.certificate || (q.firstname && q.lastname), {
    message: MEMBER_MESSAGES.criteria,
    path: ['memberId'],
  })
  .refine((q) => !(q.memberId && q.certificate && q.memberId !== q.certificate), {
    message: 'memberId and certificate must be the same member',
    path: ['certificate'],
  });
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

/** The most rows a name search returns. */
export const MEMBER_SEARCH_LIMIT = 50;

export const dependentSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  memberId: z.string(),
  patientId: z.string(),
  relationship: z.string(),
  gender: z.string(),
  /** yyyy-mm-dd, or null when masked. */
  dateOfBirth: z.string().nullable(),
});
export type Dependent = z.infer<typeof dependentSchema>;

export const memberSchema = z.object({
  memberId: z.string().length(MEMBER_ID_LENGTH),
  /** The plan code as enrolled (777 is shown as 247). */
  plan: z.string(),
  subpolicy: z.string().nullable(),
  /** The plan number to look up with GET /plans/{planNumber} (777 with subpolicy 01 is 247-01). */
  planNumber: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** yyyymmdd (spec §3), or null when masked: shown only when the record carries the caller's providerId. */
  dob: z.string().nullable(),
  dobMasked: z.boolean(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dependents: z.array(dependentSchema),
});
export type Member = z.infer<typeof memberSchema>;
