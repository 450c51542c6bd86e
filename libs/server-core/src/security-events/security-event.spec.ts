import { Writable } from 'node:stream';
import { runInRequestContext } from '@portal/server-observability';
import { createSecurityLog } from './security-event';

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
};

describe('createSecurityLog', () => {
  it('writes one JSON line per event with the service, a UTC time and the request id', () => {
    const { lines, stream } = capture();
    createSecurityLog('api', stream).record({
      event: 'access.forbidden',
      actor: 'user-1',
      role: 'ClaimsAdmin',
      target: 'PUT /api/provider/approve',
      reason: 'role',
      ip: '203.0.113.9',
      requestId: 'req-1',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      service: 'api',
      channel: 'security',
      event: 'access.forbidden',
      actor: 'user-1',
      target: 'PUT /api/provider/approve',
      ip: '203.0.113.9',
      requestId: 'req-1',
    });
    expect(lines[0]?.['time']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('createSecurityLog inside a request', () => {
  it('takes the request id from the request context when the event names none', () => {
    const { lines, stream } = capture();
    const log = createSecurityLog('identity', stream);
    runInRequestContext({ requestId: 'req-ctx' }, () => log.record({ event: 'auth.sign-in.failed', reason: 'bad-password' }));
    runInRequestContext({ requestId: 'req-ctx' }, () => log.record({ event: 'access.forbidden', requestId: 'req-own' }));
    expect(lines[0]).toMatchObject({ event: 'auth.sign-in.failed', requestId: 'req-ctx' });
    expect(lines[1]).toMatchObject({ requestId: 'req-own' });
  });
});
