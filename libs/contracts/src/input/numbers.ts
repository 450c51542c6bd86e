import { z } from 'zod';

/** The largest PostgreSQL `integer` (int4): serial ids, coverage ids, custom ids. */
export const MAX_INT4 = 2_147_483_647;

export const WHOLE_NUMBER_MESSAGE = 'Must be a whole number';

/**
 * A whole number in a query: a number from a typed client, or plain digits in the URL. `z.coerce.number()`
 * would also take `1e3`, `0x10`, ` 12` and `12.0`, which no form sends.
 */
export const queryInteger = ({ min, max }: { min: number; max: number }) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .max(10)
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      { error: WHOLE_NUMBER_MESSAGE },
    )
    .pipe(z.number().int(WHOLE_NUMBER_MESSAGE).min(min).max(max));
