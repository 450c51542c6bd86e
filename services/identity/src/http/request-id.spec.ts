import type { IncomingMessage, ServerResponse } from 'node:http';
import { assignRequestId } from './request-id';

const exchange = (given?: string) => {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as ServerResponse;
  const id = assignRequestId({ headers: given === undefined ? {} : { 'x-request-id': given } } as IncomingMessage, res);
  return { id, returned: headers['X-Request-Id'] };
};

describe('assignRequestId', () => {
  it('keeps a well-formed id from the caller and returns it', () => {
    expect(exchange('nginx-4f2a.17')).toEqual({ id: 'nginx-4f2a.17', returned: 'nginx-4f2a.17' });
  });

  it.each([undefined, '', 'has space', 'x'.repeat(129), 'line\nbreak'])('mints a new one instead of %p', (given) => {
    const { id, returned } = exchange(given);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(returned).toBe(id);
  });
});
