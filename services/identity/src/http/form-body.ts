import type { IncomingMessage } from 'node:http';
import { InputError, parseParameters } from './strict-parameters';

const MAX_BYTES = 16 * 1024;

export function isFormSubmission(req: IncomingMessage): boolean {
  return req.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

function declaresOtherCharset(req: IncomingMessage): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  return charset !== undefined && charset.toLowerCase() !== 'utf-8';
}

/** Reads an `application/x-www-form-urlencoded` UTF-8 body of at most 16 KiB, as bytes and as parameters. */
export async function readFormBody(req: IncomingMessage): Promise<{ body: Buffer; form: URLSearchParams }> {
  if (!isFormSubmission(req) || declaresOtherCharset(req)) throw new InputError('not-a-form');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new InputError('too-large');
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  return { body, form: parseParameters(body) };
}
