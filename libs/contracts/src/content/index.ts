import { z } from 'zod';
import { OFFICE_MESSAGES, OFFICE_PROVINCES } from './office-constants';

export * from './office-constants';

/** The largest home page the editor may save. */
export const HOMEPAGE_MAX_LENGTH = 200_000;

/** POST /homepage, PUT /homepage/{id}: the HTML, sanitised by the API before it is stored. */
export const homepageInputSchema = z.object({
  html: z.string().max(HOMEPAGE_MAX_LENGTH, 'The home page is too long'),
});
export type HomepageInput = z.infer<typeof homepageInputSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** POST /benefitsOffices, PUT /benefitsOffices/{id} (Administrator): Save is disabled with an empty name (spec §5). */
export const benefitsOfficeInputSchema = z.object({
  name: z.string({ error: OFFICE_MESSAGES.name }).trim().min(1, OFFICE_MESSAGES.name).max(200),
  address: z.string().trim().max(300).default(''),
  city: z.string().trim().max(100).default(''),
  province: z.enum(OFFICE_PROVINCES),
  postalCode: z.string().trim().max(10).default(''),
  telephone: optionalText(20),
  freephone: optionalText(20),
  fax: optionalText(20),
});
export type BenefitsOfficeInput = z.input<typeof benefitsOfficeInputSchema>;
export type BenefitsOfficeChange = z.output<typeof benefitsOfficeInputSchema>;
