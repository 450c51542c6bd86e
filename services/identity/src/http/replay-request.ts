import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/**
 * The request again, with a body already read from it: oidc-provider reads and parses bodies itself,
 * after the request handler has read this one to check it.
 */
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  return Object.assign(Readable.from([body], { objectMode: false }), {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
  }) as unknown as IncomingMessage;
}
