import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { readFormBody } from './form-body';
import { InputError } from './strict-parameters';

const request = (body: string, contentType = 'application/x-www-form-urlencoded; charset=utf-8') =>
  Object.assign(Readable.from([Buffer.from(body)]), { headers: { 'content-type': contentType } }) as unknown as IncomingMessage;

describe('readFormBody', () => {
  it('parses a url-encoded form and keeps its bytes', async () => {
    const { form, body } = await readFormBody(request('username=a%20b&password=p%26ss'));
    expect(form.get('username')).toBe('a b');
    expect(form.get('password')).toBe('p&ss');
    expect(body.toString()).toBe('username=a%20b&password=p%26ss');
  });

  it.each(['application/json', 'application/x-www-form-urlencoded; charset=iso-8859-1'])('refuses %s', async (type) => {
    await expect(readFormBody(request('{}', type))).rejects.toMatchObject({ status: 415, problem: 'not-a-form' });
  });

  it('refuses bodies over 16 KiB', async () => {
    const error = await readFormBody(request(`x=${'a'.repeat(17 * 1024)}`)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect(error).toMatchObject({ status: 413 });
  });
});
