import { applyDecorators } from '@nestjs/common';
import { ApiResponse, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

/** The JSON body of every error (see common/http-exception.filter.ts). */
export const ERROR_BODY_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    error: { type: 'string', example: 'Bad Request' },
    message: { type: 'string' },
    errors: {
      type: 'object',
      description: 'Each invalid field with its messages (400 only)',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

/** An OpenAPI schema from the shared zod schema of a response. */
export function responseSchema(schema: z.ZodType): SchemaObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest as SchemaObject;
}

/** Documents the error answers of an endpoint: status -> when it happens. */
export const ApiErrorResponses = (errors: Record<number, string>) =>
  applyDecorators(
    ...Object.entries(errors).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, schema: ERROR_BODY_SCHEMA }),
    ),
  );
