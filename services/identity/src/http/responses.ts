import type { ServerResponse } from 'node:http';
import { pageSecurityHeaders } from './security-headers';

export function sendHtml(
  res: ServerResponse,
  status: number,
  body: string,
  portalOrigins: readonly string[],
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...pageSecurityHeaders(portalOrigins),
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
  });
  res.end(json);
}

/** An OAuth 2.0 error body (RFC 6749 §5.2), as oidc-provider's own endpoints answer. */
export function sendOAuthError(res: ServerResponse, status: number, error: string, description: string): void {
  sendJson(res, status, { error, error_description: description });
}
