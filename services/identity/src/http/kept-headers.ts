import type { ServerResponse } from 'node:http';

/**
 * Gives the response these headers whatever answers it, unless the answer sets its own value. They are
 * set at once (oidc-provider reads the policy to allow its inline scripts by hash) and again when the
 * head is written, because Koa (under oidc-provider) removes every header when it answers an error itself.
 */
export function keepHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    for (const [name, value] of Object.entries(headers)) if (!this.hasHeader(name)) this.setHeader(name, value);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}
