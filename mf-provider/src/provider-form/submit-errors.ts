import type { Translation } from '@portal/i18n';
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { fieldName, translateMessage, type FieldError } from './validation';

/** The API's 400 body: `message` and the failed fields. */
export const errorDetails = (error: unknown): FieldError[] => {
  const data = error && typeof error === 'object' && 'data' in error ? (error.data as { details?: unknown }) : null;
  return Array.isArray(data?.details) ? (data.details as FieldError[]) : [];
};

export const issuesOf = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

/**
 * Shows each failed field's message on its field; returns whether the coverage rule failed (its
 * message is shown at the top of the page, where the coverage list has no field of its own).
 */
export const showFieldErrors = (t: Translation['t'], form: FormInstance, errors: readonly FieldError[]): boolean => {
  const coverage = errors.some((error) => error.path.split('.')[0] === 'coverages');
  const fields = errors
    .filter((error) => error.path.split('.')[0] !== 'coverages')
    .map((error) => ({ name: fieldName(error.path), errors: [translateMessage(t, error.message)] }));
  form.setFields(fields);
  return coverage;
};
