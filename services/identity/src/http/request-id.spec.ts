import type { IncomingMessage } from 'node:http';
import { requestIdOf } from './request-id';

const request = (given?: string) => ({ headers: given === undefined ? {} : { 'x-request-id': given } }) as IncomingMessage;

describe('requestIdOf', () => {
  it('keeps a well-formed id from the caller', () => {
    expect(requestIdOf(request('nginx-4f2a.17'))).toBe('nginx-4f2a.17');
  });

  it.each([undefined, '', 'has space', 'x'.repeat(129), 'line\nbreak'])('mints a new one instead of %p', (given) => {
    expect(requestIdOf(request(given))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
