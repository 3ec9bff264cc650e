import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { z } from 'zod';

/** Field name -> messages, as every 400 response carries it. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Validates (and normalises) a request body with its shared zod schema. */
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    const input = value === undefined || value === null ? {} : value;
    if (typeof input !== 'object' || Array.isArray(input)) {
      throw new BadRequestException({
        message: 'Request body must be a JSON object',
        errors: { body: ['Request body must be a JSON object'] },
      });
    }
    const result = this.schema.safeParse(input);
    if (!result.success) {
      const errors = fieldErrors(result.error);
      const summary = Object.entries(errors)
        .map(([field, messages]) => `${field}: ${messages[0]}`)
        .join('; ');
      throw new BadRequestException({ message: `Validation failed: ${summary}`, errors });
    }
    return result.data;
  }
}

/** Documents a body in Swagger from the same zod schema that validates it. */
export const ApiZodBody = (schema: z.ZodType, description?: string) =>
  ApiBody({
    description,
    schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >,
  });
