import { jest } from '@jest/globals';
import { ForbiddenException, Logger, UnauthorizedException, type ArgumentsHost } from '@nestjs/common';
import type { SecurityEvent } from '../security-events/security-event';
import { ApiExceptionFilter } from './api-exception.filter';

const request = {
  id: 'req-7',
  ip: '203.0.113.4',
  method: 'GET',
  url: '/api/member?lastName=Martin&memberId=000123456',
  routeOptions: { url: '/api/member' },
};

const answer = (exception: unknown) => {
  const events: SecurityEvent[] = [];
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header: () => reply,
    send(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter({ record: (event) => events.push(event) }).catch(exception, host);
  return { events, sent };
};

describe('ApiExceptionFilter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a failure with the route as declared, never the URL and its member data', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { sent } = answer(new Error('boom'));
    expect(sent).toMatchObject({ status: 500, body: { message: 'An unexpected error occurred', requestId: 'req-7' } });
    expect(error).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(error.mock.calls);
    expect(logged).toContain('GET /api/member failed [req-7]');
    expect(logged).not.toMatch(/Martin|000123456/);
  });

  it('records 401 and 403 as security events, with the reason given as the cause', () => {
    expect(answer(new UnauthorizedException(undefined, { cause: 'invalid-token' })).events).toEqual([
      { event: 'auth.token.refused', reason: 'invalid-token', target: 'GET /api/member', ip: '203.0.113.4', requestId: 'req-7' },
    ]);
    expect(answer(new ForbiddenException('Access denied')).events).toEqual([
      expect.objectContaining({ event: 'access.forbidden', reason: 'Access denied' }),
    ]);
    expect(answer(new UnauthorizedException(undefined, { cause: 'invalid-token' })).sent.body).toMatchObject({
      message: 'Unauthorized',
    });
  });
});
