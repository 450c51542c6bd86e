import { z } from 'zod';
import { ConfigError, parseConfig } from './parse-config';

const schema = z.object({
  DATABASE_URL: z.string().url(),
  API_PORT: z.coerce.number().int().default(3000),
});

describe('parseConfig', () => {
  it('returns typed values with defaults', () => {
    expect(parseConfig(schema, { DATABASE_URL: 'postgres://x@h/db' })).toEqual({
      DATABASE_URL: 'postgres://x@h/db',
      API_PORT: 3000,
    });
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      parseConfig(schema, { API_PORT: 'abc' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(2);
    expect((error as ConfigError).message).toMatch(/DATABASE_URL/);
    expect((error as ConfigError).message).toMatch(/API_PORT/);
  });
});
