import { apiClientOptions } from '@portal/api-client';

/**
 * An authorised GET outside RTK Query (a streamed CSV, a bank file): the bearer token of the session; a 401
 * ends the session like any other call.
 */
export const apiFetch = async (path: string, init: RequestInit = {}): Promise<Response> => {
  const options = apiClientOptions();
  if (!options) throw new Error('The API client is not configured yet');
  const token = await options.getAccessToken();
  const language = options.getLanguage?.();
  const response = await fetch(`${options.baseUrl}${path}`, {
    ...init,
    headers: { ...(token && { Authorization: `Bearer ${token}` }), ...(language && { 'Accept-Language': language }) },
  });
  if (response.status === 401) options.onUnauthorized();
  return response;
};

/** The server's `message` of a failed response (our API answers `{ statusCode, error, message }`), else its status. */
export const responseError = async (response: Response): Promise<Error> => {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return new Error(typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`);
};

/** Saves a blob under a file name through a temporary link. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
