import { z } from 'zod';
import { recordIdPipe, ZodValidationException, ZodValidationPipe } from './zod-validation.pipe';

describe('ZodValidationPipe', () => {
  const pipe = new ZodValidationPipe(z.object({ id: z.string().uuid(), n: z.coerce.number() }));

  it('returns the parsed value', () => {
    const id = '3f8a1c52-7d1e-4b6a-9c01-000000000001';
    expect(pipe.transform({ id, n: '2' }, { type: 'query' })).toEqual({ id, n: 2 });
  });

  it('throws a 400 with one detail per bad field, prefixed by the parameter name', () => {
    let error: unknown;
    try {
      pipe.transform({ id: 'nope', n: 'x' }, { type: 'query', data: 'filter' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ZodValidationException);
    expect((error as ZodValidationException).getStatus()).toBe(400);
    expect((error as ZodValidationException).details.map((d) => d.path)).toEqual(['filter.id', 'filter.n']);
  });
});

describe('recordIdPipe', () => {
  it('takes a serial id from the path and refuses anything else with a 400', () => {
    expect(recordIdPipe.transform('42', { type: 'param', data: 'id' })).toBe(42);
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648', '0x10', '1e3', '1 2', '01', '1\u0000', '99999999999999999999'])
      expect(() => recordIdPipe.transform(bad, { type: 'param', data: 'id' })).toThrow(ZodValidationException);
  });
});
