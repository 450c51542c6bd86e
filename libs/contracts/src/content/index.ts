import { z } from 'zod';

/** The largest home page the editor may save. */
export const HOMEPAGE_MAX_LENGTH = 200_000;

/** POST /homepage, PUT /homepage/{id}: the HTML, sanitised by the API before it is stored. */
export const homepageInputSchema = z.object({
  html: z.string().max(HOMEPAGE_MAX_LENGTH, 'The home page is too long'),
});
export type HomepageInput = z.infer<typeof homepageInputSchema>;
