import { z } from 'zod';

/** One of the benefits administrator's own offices, listed in the portal's footer. */
export const benefitsOfficeSchema = z.object({
  benefitsOfficeId: z.number().int(),
  name: z.string().min(1),
  nameFr: z.string().nullable().default(null),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  telephone: z.string().nullable(),
  freephone: z.string().nullable(),
  fax: z.string().nullable(),
});
export type BenefitsOffice = z.infer<typeof benefitsOfficeSchema>;
export type BenefitsOfficeFields = Omit<BenefitsOffice, 'benefitsOfficeId'>;
