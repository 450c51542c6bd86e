import { z } from 'zod';
import { openApiSchema } from './openapi-schema';

describe('openApiSchema', () => {
  it('renders a contract as an OpenAPI 3.0 schema', () => {
    const schema = openApiSchema(z.object({ id: z.number().int(), name: z.string().nullable() }));
    expect(schema).not.toHaveProperty('$schema');
    expect(schema).toMatchObject({
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string', nullable: true } },
    });
  });
});
