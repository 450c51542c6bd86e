import { z } from 'zod';

/** A provider's `:id` in a path. */
export const providerIdSchema = z.string().uuid();
