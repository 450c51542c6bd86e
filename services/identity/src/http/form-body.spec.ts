import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { BodyError, readFormBody } from './form-body';

const request = (body: string, contentType = 'application/x-www-form-urlencoded; charset=utf-8') =>
  Object.assign(Readable.from([Buffer.from(body)]), { headers: { 'content-type': contentType } }) as unknown as IncomingMessage;

describe('readFormBody', () => {
  it('parses a url-encoded form', async () => {
    const form = await readFormBody(request('username=a%20b&password=p%26ss'));
    expect(form.get('username')).toBe('a b');
    expect(form.get('password')).toBe('p&ss');
  });

  it('refuses other content types', async () => {
    await expect(readFormBody(request('{}', 'application/json'))).rejects.toMatchObject({ status: 415 });
  });

  it('refuses bodies over 16 KiB', async () => {
    const error = await readFormBody(request(`x=${'a'.repeat(17 * 1024)}`)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BodyError);
    expect(error).toMatchObject({ status: 413 });
  });
});
