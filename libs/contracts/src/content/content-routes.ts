import type { z } from 'zod';
import type { benefitsOfficeSchema } from '../benefits-office';
import type { recordIdSchema } from '../input/record-id';
import type { homepageSchema } from '../reference-data';
import { route } from '../routes/route';
import type { benefitsOfficeInputSchema, homepageInputSchema } from './content-schemas';

type RecordId = { readonly id: typeof recordIdSchema };
type Homepage = typeof homepageSchema;
type Office = typeof benefitsOfficeSchema;

/** The home page's JSON routes (spec §7): every role reads it, the SuperAdmin edits it. */
export const homepageRoutes = {
  current: route<{ response: Homepage }>()('GET', '/homepage'),
  create: route<{ body: typeof homepageInputSchema; response: Homepage }>()('POST', '/homepage'),
  update: route<{ params: RecordId; body: typeof homepageInputSchema; response: Homepage }>()('PUT', '/homepage/:id'),
  remove: route<{ params: RecordId; response: z.ZodVoid }>()('DELETE', '/homepage/:id'),
} as const;

/** The footer offices' JSON routes (spec §7 `/{product}Offices`): public to read, the Administrator edits them. */
export const officeRoutes = {
  list: route<{ response: z.ZodArray<Office> }>()('GET', '/benefitsOffices'),
  create: route<{ body: typeof benefitsOfficeInputSchema; response: Office }>()('POST', '/benefitsOffices'),
  update: route<{ params: RecordId; body: typeof benefitsOfficeInputSchema; response: Office }>()('PUT', '/benefitsOffices/:id'),
  remove: route<{ params: RecordId; response: z.ZodVoid }>()('DELETE', '/benefitsOffices/:id'),
} as const;
