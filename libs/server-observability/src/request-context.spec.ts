import { acceptRequestId, currentRequestId, runInRequestContext } from './request-context';

describe('request context', () => {
  it('carries the request id through awaits and timers, and nothing outside', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runInRequestContext({ requestId: 'req-1' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe('req-1');
    expect(currentRequestId()).toBeUndefined();
  });

  it('keeps a well-formed caller id and replaces anything else', () => {
    expect(acceptRequestId('abc-123.x:y')).toBe('abc-123.x:y');
    for (const bad of [undefined, '', 'a b', 'x'.repeat(129), ['a'], 'a\nb'])
      expect(acceptRequestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
