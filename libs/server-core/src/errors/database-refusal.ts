/** What the API answers when PostgreSQL refuses a request's data instead of failing itself. */
export interface DatabaseRefusal {
  statusCode: 400 | 409;
  message: string;
}

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation). */
const DATA_SQLSTATE = /^2[23][0-9A-Z]{3}$/;

const REFUSALS: Record<string, DatabaseRefusal> = {
  '22001': { statusCode: 400, message: 'A value is too long to be stored' },
  '22003': { statusCode: 400, message: 'A number is out of range' },
  '22007': { statusCode: 400, message: 'A date is not valid' },
  '22008': { statusCode: 400, message: 'A date is out of range' },
  '22021': { statusCode: 400, message: 'The text contains characters that cannot be stored' },
  '22P05': { statusCode: 400, message: 'The text contains characters that cannot be stored' },
  '22P02': { statusCode: 400, message: 'A value does not have the expected format' },
  '23503': { statusCode: 409, message: 'The change refers to data that does not exist or is still in use' },
  '23505': { statusCode: 409, message: 'The change conflicts with existing data' },
  '23P01': { statusCode: 409, message: 'The change conflicts with existing data' },
};
const OTHER_DATA_EXCEPTION: DatabaseRefusal = { statusCode: 400, message: 'A value cannot be stored' };
const OTHER_INTEGRITY_VIOLATION: DatabaseRefusal = { statusCode: 400, message: 'The change breaks a rule of the stored data' };

/**
 * The answer to a database error caused by the request's data (the `code` of a `pg` error, which
 * MikroORM's exceptions copy), or null for any other failure. Contracts refuse bad input before the
 * database sees it; this is the last line, so that one they miss is a 4xx and not a 500.
 */
export function databaseRefusal(exception: unknown): DatabaseRefusal | null {
  const code = (exception as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !DATA_SQLSTATE.test(code)) return null;
  return REFUSALS[code] ?? (code.startsWith('22') ? OTHER_DATA_EXCEPTION : OTHER_INTEGRITY_VIOLATION);
}
