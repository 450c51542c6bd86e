import { errorMessage } from '@portal/api-client';
import { apiErrorSchema } from '@portal/contracts';

/** The server's reason for a refused write: the field messages of a 400 ('ID is used'), else its message. */
export const failureReason = (error: unknown): string => {
  const body = apiErrorSchema.safeParse((error as { data?: unknown } | null)?.data);
  const details = body.success ? (body.data.details ?? []) : [];
  return details.length ? [...new Set(details.map((d) => d.message))].join('; ') : errorMessage(error);
};
