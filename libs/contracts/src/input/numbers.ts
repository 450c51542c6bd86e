/** The largest PostgreSQL `integer` (int4): serial ids, coverage ids, custom ids. */
export const MAX_INT4 = 2_147_483_647;
