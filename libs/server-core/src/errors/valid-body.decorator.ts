import { Body } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import type { z } from 'zod';
import { openApiInputSchema } from '../openapi/openapi-schema';
import { ZodValidationPipe, type ZodValidationOptions } from './zod-validation.pipe';

/**
 * The request body, validated with its contract (400 with details otherwise) and described by the same
 * contract in the OpenAPI document: a route cannot take a body the document does not show.
 */
export const ValidBody =
  (schema: z.ZodType, options?: ZodValidationOptions): ParameterDecorator =>
  (target, key, index) => {
    Body(new ZodValidationPipe(schema, options))(target, key, index);
    const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && descriptor) ApiBody({ schema: openApiInputSchema(schema) })(target, key, descriptor);
  };
