import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { z } from 'zod';
import { openApiInputSchema } from './openapi-schema';

interface ObjectSchema {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
}

/**
 * Declares every query parameter of a route from its zod contract (name, whether it is required, its
 * type, enum, pattern and bounds), so the OpenAPI document says what the validation pipe takes.
 */
export function ApiQueryOf(schema: z.ZodType, descriptions: Record<string, string> = {}): MethodDecorator {
  const { properties = {}, required = [] } = openApiInputSchema(schema) as ObjectSchema;
  return applyDecorators(
    ...Object.entries(properties).map(([name, property]) =>
      ApiQuery({ name, required: required.includes(name), schema: property, description: descriptions[name] }),
    ),
  );
}
