import { failureReason } from './failure-reason';

const apiError = (message: string, details?: { path: string; message: string }[]) => ({
  status: 400,
  data: { statusCode: 400, error: 'Bad Request', message, ...(details ? { details } : {}) },
});

describe('failureReason', () => {
  it("gives a 400's field messages, each once", () => {
    const details = [
      { path: 'coverages.0.customId', message: 'ID is used' },
      { path: 'coverages.2.customId', message: 'ID is used' },
      { path: 'coverages.3.coverageId', message: 'Unknown coverage' },
    ];
    expect(failureReason(apiError('Validation failed', details))).toBe('ID is used; Unknown coverage');
  });

  it("otherwise the server's message, or what the client knows", () => {
    expect(
      failureReason({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'Plan number 110 already exists' } }),
    ).toBe('Plan number 110 already exists');
    expect(failureReason({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('TypeError: Failed to fetch');
  });
});
