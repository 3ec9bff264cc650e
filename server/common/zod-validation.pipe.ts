import { BadRequestException, type PipeTransform } from '@nestjs/common';
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

const NUL_MESSAGE = 'Must not contain NUL characters';

/** Request bodies are flat forms; anything nested deeper than this is refused outright. */
const MAX_BODY_DEPTH = 32;
const DEPTH_MESSAGE = 'Request body is nested too deeply';

/**
 * The paths of every string in a JSON value that contains U+0000, walked without recursion so a
 * deeply nested body cannot exhaust the stack. Returns null when the body is nested too deeply.
 */
function fieldsWithNul(value: unknown): string[] | null {
  const found: string[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000'))
        found.push(item.path.length ? item.path.join('.') : 'body');
    } else if (item.value && typeof item.value === 'object') {
      if (item.path.length >= MAX_BODY_DEPTH) return null;
      for (const [key, child] of Object.entries(item.value)) {
        stack.push({ value: child, path: [...item.path, key] });
      }
    }
  }
  return found.reverse();
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
    const nulFields = fieldsWithNul(input);
    if (nulFields === null) {
      throw new BadRequestException({ message: DEPTH_MESSAGE, errors: { body: [DEPTH_MESSAGE] } });
    }
    if (nulFields.length) {
      // PostgreSQL text cannot hold U+0000: refuse it here with a clear message instead of failing later.
      const errors = Object.fromEntries(nulFields.map((field) => [field, [NUL_MESSAGE]]));
      throw new BadRequestException({
        message: `Validation failed: ${nulFields[0]}: ${NUL_MESSAGE}`,
        errors,
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
