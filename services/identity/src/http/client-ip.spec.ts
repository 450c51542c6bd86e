import type { IncomingMessage } from 'node:http';
import { clientIp } from './client-ip';

const request = (forwardedFor?: string) =>
  ({
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress: '10.0.0.5' },
  }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientIp(request('203.0.113.9'), false)).toBe('10.0.0.5');
  });

  it('takes the first forwarded address behind a trusted proxy', () => {
    expect(clientIp(request('203.0.113.9, 10.0.0.1'), true)).toBe('203.0.113.9');
    expect(clientIp(request(), true)).toBe('10.0.0.5');
  });
});
