import { DriverException } from '@mikro-orm/core';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { apiErrorSchema } from '@portal/contracts';
import { toApiError } from './to-api-error';
import { ZodValidationException } from './zod-validation.pipe';

describe('toApiError', () => {
  it('maps HTTP exceptions to their status', () => {
    const body = toApiError(new NotFoundException('Provider not found'), 'r1');
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Provider not found', requestId: 'r1' });
    expect(apiErrorSchema.parse(toApiError(new ForbiddenException(), 'r2')).statusCode).toBe(403);
  });

  it('keeps validation details', () => {
    const body = toApiError(new ZodValidationException([{ path: 'id', message: 'Invalid UUID' }]), 'r1');
    expect(body.statusCode).toBe(400);
    expect(body.details).toEqual([{ path: 'id', message: 'Invalid UUID' }]);
  });

  it('keeps client errors raised by Fastify', () => {
    const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
    expect(toApiError(error, 'r1')).toMatchObject({ statusCode: 400, message: 'Body is not valid JSON' });
  });

  it('hides the details of unexpected failures', () => {
    const body = toApiError(new Error('connection string postgres://secret'), 'r1');
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'An unexpected error occurred',
      requestId: 'r1',
    });
  });
});

describe('toApiError for what the database refuses', () => {
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });

  it.each([
    ['22P05', 400, 'The text contains characters that cannot be stored'],
    ['22021', 400, 'The text contains characters that cannot be stored'],
    ['22007', 400, 'A date is not valid'],
    ['22008', 400, 'A date is out of range'],
    ['22001', 400, 'A value is too long to be stored'],
    ['22003', 400, 'A number is out of range'],
    ['22P02', 400, 'A value does not have the expected format'],
    ['22012', 400, 'A value cannot be stored'],
    ['23505', 409, 'The change conflicts with existing data'],
    ['23503', 409, 'The change refers to data that does not exist or is still in use'],
    ['23514', 400, 'The change breaks a rule of the stored data'],
  ])('answers SQLSTATE %s with %i and a clear message, never the database text', (code, statusCode, message) => {
    const body = toApiError(pgError(code, 'value too long for type character varying(64): "secret"'), 'r1');
    expect(body).toEqual({ statusCode, error: expect.any(String), message, requestId: 'r1' });
    expect(apiErrorSchema.parse(body).message).not.toContain('secret');
  });

  it("reads the code MikroORM's exceptions copy from the driver's error", () => {
    const wrapped = new DriverException(pgError('22P05', 'unsupported Unicode escape sequence'));
    expect(toApiError(wrapped, 'r1').statusCode).toBe(400);
  });

  it('keeps other database failures (connection, serialization) a 500', () => {
    for (const code of ['ECONNREFUSED', '40001', '57014', '08006', 'XX000'])
      expect(toApiError(pgError(code, 'failure'), 'r1').statusCode).toBe(500);
  });
});
