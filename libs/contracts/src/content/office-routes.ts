import type { z } from 'zod';
import type { benefitsOfficeSchema } from '../benefits-office';
import type { recordIdSchema } from '../input/record-id';
import { route } from '../routes/route';
import type { benefitsOfficeInputSchema } from './content-schemas';

type Office = typeof benefitsOfficeSchema;
type RecordId = { readonly id: typeof recordIdSchema };

/**
 * The footer offices' JSON routes (spec §7 `/{product}Offices`): public to read, the Administrator edits them. A
 * module of their own: the shell's start-up reads the list and carries no home page route.
 */
export const officeRoutes = {
  list: route<{ response: z.ZodArray<Office> }>()('GET', '/benefitsOffices'),
  create: route<{ body: typeof benefitsOfficeInputSchema; response: Office }>()('POST', '/benefitsOffices'),
  update: route<{ params: RecordId; body: typeof benefitsOfficeInputSchema; response: Office }>()('PUT', '/benefitsOffices/:id'),
  remove: route<{ params: RecordId; response: z.ZodVoid }>()('DELETE', '/benefitsOffices/:id'),
} as const;
