import type { z } from 'zod';
import type { recordIdSchema } from '../input/record-id';
import type { homepageSchema } from '../reference-data';
import { route } from '../routes/route';
import type { homepageInputSchema } from './content-schemas';

type Homepage = typeof homepageSchema;
type RecordId = { readonly id: typeof recordIdSchema };

/** The home page's JSON routes (spec §7): every role reads it, the SuperAdmin edits it. */
export const homepageRoutes = {
  current: route<{ response: Homepage }>()('GET', '/homepage'),
  create: route<{ body: typeof homepageInputSchema; response: Homepage }>()('POST', '/homepage'),
  update: route<{ params: RecordId; body: typeof homepageInputSchema; response: Homepage }>()('PUT', '/homepage/:id'),
  remove: route<{ params: RecordId; response: z.ZodVoid }>()('DELETE', '/homepage/:id'),
} as const;
