import { z } from 'zod';

/** The OpenAPI 3.0 schema of a contract, for `@ApiOkResponse({ schema })`, so the docs show the zod contracts. */
export const openApiSchema = (schema: z.ZodType): Record<string, unknown> =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;

/** The same for a request: what a client may send (fields with defaults are optional, input before transforms). */
export const openApiInputSchema = (schema: z.ZodType): Record<string, unknown> =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
