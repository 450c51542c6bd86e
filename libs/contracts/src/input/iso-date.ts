import { z } from 'zod';

/**
 * The dates the portal takes: births, plan effective dates, dates of service and search ranges all
 * fall within it, and PostgreSQL, JavaScript's Date and day arithmetic (a range's day after) handle
 * every one of them (year 0 or 10000 would not).
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

export const DATE_MESSAGES = {
  format: 'Must be a date (yyyy-mm-dd)',
  range: `Must be a date from ${DATE_RANGE.min} to ${DATE_RANGE.max}`,
} as const;

const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO 8601 calendar date, yyyy-mm-dd, that exists (not 2026-02-30) and lies within DATE_RANGE. */
export const isoDate = (message: string = DATE_MESSAGES.format) =>
  z.iso
    .date({ error: message })
    .refine((value) => !SHAPE.test(value) || (value >= DATE_RANGE.min && value <= DATE_RANGE.max), DATE_MESSAGES.range);

export const isoDateSchema = isoDate();
