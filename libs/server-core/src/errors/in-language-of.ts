import type { ApiError } from '@portal/contracts';
import { frenchApiMessage } from './french-api-messages';

/** Whether the client's first choice of language (`Accept-Language`, as the portal sends it) is French. */
export const prefersFrench = (acceptLanguage: string | string[] | undefined): boolean =>
  /^\s*fr\b/i.test(Array.isArray(acceptLanguage) ? (acceptLanguage[0] ?? '') : (acceptLanguage ?? ''));

/** An error body in the client's language: its message and each detail's, where the contracts have a French one. */
export const inLanguageOf = (body: ApiError, acceptLanguage: string | string[] | undefined): ApiError =>
  prefersFrench(acceptLanguage)
    ? {
        ...body,
        message: frenchApiMessage(body.message),
        ...(body.details && {
          details: body.details.map((detail) => ({ ...detail, message: frenchApiMessage(detail.message) })),
        }),
      }
    : body;
