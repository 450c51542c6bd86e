import { BadRequestException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { recordIdSchema } from '@portal/contracts/providers';
import { z } from 'zod';

export interface ValidationDetail {
  path: string;
  message: string;
}

/** A 400 carrying one entry per failed field. */
export class ZodValidationException extends BadRequestException {
  constructor(
    readonly details: ValidationDetail[],
    message = 'Validation failed',
  ) {
    super(message);
  }
}

export interface ZodValidationOptions {
  /** The body's message is the first problem's (a form shows it as it is), not 'Validation failed'. */
  firstMessage?: boolean;
}

/** Validates (and parses) a body, query or parameter with a contract from `@portal/contracts`. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    readonly schema: S,
    private readonly options: ZodValidationOptions = {},
  ) {}

  transform(value: unknown, metadata: ArgumentMetadata): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const details = result.error.issues.map((issue) => ({
      path: [metadata.data, ...issue.path.map(String)].filter(Boolean).join('.'),
      message: issue.message,
    }));
    throw new ZodValidationException(details, this.options.firstMessage ? details[0]?.message : undefined);
  }
}

/** A path's `:id` of a serial (int4) primary key, in plain digits: 400 for anything else, never a database error. */
export const recordIdPipe = new ZodValidationPipe(recordIdSchema);
