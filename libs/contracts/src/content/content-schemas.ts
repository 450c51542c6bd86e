import { z } from 'zod';
import { optionalText, text } from '../input/text';
import { OFFICE_MESSAGES, OFFICE_PROVINCES } from './office-constants';

/** The largest home page the editor may save. */
export const HOMEPAGE_MAX_LENGTH = 200_000;

/** POST /homepage, PUT /homepage/{id}: the HTML, sanitised by the API before it is stored. */
export const homepageInputSchema = z.object({
  html: text({ max: HOMEPAGE_MAX_LENGTH, multiline: true, tooLong: 'The home page is too long' }),
  htmlFr: optionalText({ max: HOMEPAGE_MAX_LENGTH, multiline: true, tooLong: 'The home page is too long' }),
});
export type HomepageInput = z.infer<typeof homepageInputSchema>;

/** POST /benefitsOffices, PUT /benefitsOffices/{id} (Administrator): Save is disabled with an empty name (spec §5). */
export const benefitsOfficeInputSchema = z.object({
  name: text({ max: 200, error: OFFICE_MESSAGES.name }).min(1, OFFICE_MESSAGES.name),
  nameFr: optionalText({ max: 200 }),
  address: text({ max: 300 }).default(''),
  city: text({ max: 100 }).default(''),
  province: z.enum(OFFICE_PROVINCES),
  postalCode: text({ max: 10 }).default(''),
  telephone: optionalText({ max: 20 }),
  freephone: optionalText({ max: 20 }),
  fax: optionalText({ max: 20 }),
});
export type BenefitsOfficeChange = z.output<typeof benefitsOfficeInputSchema>;
export type BenefitsOfficeInput = z.input<typeof benefitsOfficeInputSchema>;
