import { z } from 'zod';
import { text } from '../input/text';

/** Province and territory codes of the portal (13, then Other), as in the province table. */
export const PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT', 'OT'] as const;

/**
 * The columns of the legacy-profile CSV file (`npm run import:legacy -- file.csv`), in order. One row
 * per office; the rows of a profile share its `uid` and repeat its `name`, `register_number` and
 * `provider_number`.
 */
export const LEGACY_CSV_COLUMNS = [
  'uid',
  'name',
  'register_number',
  'provider_number',
  'clinicname',
  'businessid',
  'address',
  'city',
  'province',
  'postal',
  'phone',
  'extension',
  'email',
  'institution',
  'transit',
  'account',
] as const;
export type LegacyCsvColumn = (typeof LEGACY_CSV_COLUMNS)[number];

const required = (max: number) => text({ max }).min(1, 'Please Enter');
/** Empty cells of optional columns become null. */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());

/** Spec §5: 10-digit North American number; separators and a leading 1 are accepted, digits are stored. */
const phoneSchema = text({ max: 20 })
  .min(1, 'Phone is required')
  .transform((value) => value.replace(/[\s().-]/g, '').replace(/^\+?1(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[2-9]\d{2}[2-9]\d{6}$/, 'Phone must be valid'));

/** Canadian postal code, stored as `A1A 1A1`. */
const postalCodeSchema = text({ max: 10 })
  .min(1, 'Please Enter')
  .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[A-Z]\d[A-Z]\d[A-Z]\d$/, 'Postal code must be valid'))
  .transform((value) => `${value.slice(0, 3)} ${value.slice(3)}`);

/** One CSV row (one office of a legacy profile) after validation; spec §5's provider and office rules. */
export const legacyCsvRowSchema = z.object({
  uid: text({ max: 128, tooLong: 'uid must be at most 128 characters' })
    .min(1, 'uid is required')
    .regex(/^\S+$/, 'uid must not contain spaces'),
  name: required(200),
  register_number: optional(text({ max: 64 }).regex(/\d$/, 'Registration number must be valid')),
  provider_number: optional(text({ max: 32 })),
  clinicname: required(200),
  businessid: optional(text({ max: 32 })),
  address: required(300),
  city: required(100),
  province: text({ max: 2, tooLong: 'Please Select' })
    .toUpperCase()
    .pipe(z.enum(PROVINCE_CODES, { error: 'Please Select' })),
  postal: postalCodeSchema,
  phone: phoneSchema,
  extension: optional(
    text({ max: 10, tooLong: 'Extension must be 1 to 10 digits' }).regex(/^\d{1,10}$/, 'Extension must be 1 to 10 digits'),
  ),
  email: text({ max: 254, tooLong: 'E-mail must be valid' }).min(1, 'E-mail is required').pipe(z.email('E-mail must be valid')),
  institution: optional(text({ max: 3, tooLong: 'Must be 3 numbers' }).regex(/^\d{3}$/, 'Must be 3 numbers')),
  transit: optional(text({ max: 5, tooLong: 'Must be 5 numbers' }).regex(/^\d{5}$/, 'Must be 5 numbers')),
  account: optional(
    text({ max: 12, tooLong: 'Must be less than 12 numbers' })
      .regex(/^\d{1,12}$/, 'Must be less than 12 numbers')
      .regex(/^\d{7,}$/, 'Must be 7 to 12 numbers'),
  ),
});
export type LegacyCsvRow = z.infer<typeof legacyCsvRowSchema>;

export const legacyOfficeFromRow = (row: LegacyCsvRow): LegacyOfficeInput => ({
  clinicName: row.clinicname,
  businessId: row.businessid,
  address: row.address,
  city: row.city,
  province: row.province,
  postalCode: row.postal,
  phone: row.phone,
  extension: row.extension,
  email: row.email,
  institutionNumber: row.institution,
  transitNumber: row.transit,
  accountNumber: row.account,
});

export const legacyOfficeSchema = z.object({
  clinicName: z.string(),
  businessId: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  extension: z.string().nullable(),
  email: z.string(),
  /** Bank numbers are masked to their last 3 digits (DECISIONS: data protection). */
  institutionNumber: z.string().nullable(),
  transitNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
});
export type LegacyOffice = z.infer<typeof legacyOfficeSchema>;

/** `GET /api/provider/legacy`: the signed-in provider's own legacy profile, to prefill registration. */
export const legacyProfileSchema = z.object({
  uid: z.string(),
  name: z.string(),
  registerNumber: z.string().nullable(),
  providerNumber: z.string().nullable(),
  offices: z.array(legacyOfficeSchema),
});
export type LegacyProfile = z.infer<typeof legacyProfileSchema>;

/** The same shapes as the server stores and imports them: bank numbers in clear (encrypted at rest). */
export type LegacyOfficeInput = LegacyOffice;
export type LegacyProfileInput = LegacyProfile;
