import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

export interface ApiClientOptions {
  /** From `/config.json`, e.g. http://localhost:3000/api. */
  readonly baseUrl: string;
  readonly getAccessToken: () => Promise<string | undefined> | string | undefined;
  /** Called on any 401 from the API: the session is over (spec §7). */
  readonly onUnauthorized: () => void;
  /** The portal's language, sent as `Accept-Language` so the API's messages come back in it. */
  readonly getLanguage?: () => string;
}

let options: ApiClientOptions | null = null;
let fetchQuery: ReturnType<typeof fetchBaseQuery> | null = null;

/** The shell calls this once the runtime config is read, before anything queries the API. */
export const configureApiClient = (next: ApiClientOptions): void => {
  options = next;
  fetchQuery = fetchBaseQuery({
    baseUrl: next.baseUrl,
    prepareHeaders: async (headers) => {
      const token = await next.getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const language = next.getLanguage?.();
      if (language) headers.set('Accept-Language', language);
      return headers;
    },
  });
};

/** `meta.response` reaches `transformResponse`, e.g. for the `x-total-count` of a paged list. */
export const portalBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extra,
) => {
  if (!options || !fetchQuery) throw new Error('The API client is not configured yet');
  const result = await fetchQuery(args, api, extra);
  if (result.error?.status === 401) options.onUnauthorized();
  return result;
};

/** The configured options, for the rare call RTK Query cannot make (a streamed download). */
export const apiClientOptions = (): ApiClientOptions | null => options;

/** A readable reason for a failed call, for messages like 'Message not sent: {error}'. */
export const errorMessage = (error: unknown): string => {
  if (error && typeof error === 'object') {
    if ('data' in error && error.data && typeof error.data === 'object' && 'message' in error.data)
      return String(error.data.message);
    if ('error' in error && typeof error.error === 'string') return error.error;
    if ('status' in error) return `HTTP ${String(error.status)}`;
    if ('message' in error && typeof error.message === 'string') return error.message;
  }
  return String(error);
};
