import { z } from 'zod';
import { MAX_INT4 } from './numbers';
import { text } from './text';

const RECORD_ID_MESSAGE = 'Must be a record number (1 to 2147483647)';

/** A path's `:id` of a serial (int4) primary key, in plain digits: 400 for anything else, never a database error. */
export const recordIdSchema = text({ max: 10, tooLong: RECORD_ID_MESSAGE })
  .regex(/^[1-9]\d{0,9}$/, RECORD_ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(MAX_INT4, RECORD_ID_MESSAGE));
