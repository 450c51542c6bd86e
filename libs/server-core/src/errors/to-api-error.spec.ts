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
    expect(body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'An unexpected error occurred', requestId: 'r1' });
  });
});
