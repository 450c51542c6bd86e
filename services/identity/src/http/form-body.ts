import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BYTES = 16 * 1024;

/** Reads an `application/x-www-form-urlencoded` body of at most 16 KiB. */
export async function readFormBody(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new BodyError(415, 'Expected a form submission.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new BodyError(413, 'The form submission is too large.');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
