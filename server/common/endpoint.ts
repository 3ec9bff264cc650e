import {
  applyDecorators,
  type ArgumentMetadata,
  BadRequestException,
  type CanActivate,
  Delete,
  Get,
  HttpCode,
  Patch,
  type PipeTransform,
  Post,
  Put,
  type Type,
  UseGuards,
  UsePipes,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCookieAuth,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { z } from 'zod';
import { type ValidationCode, VALIDATION_CODES } from '../../shared/schemas/validation-codes.js';
import { SESSION_COOKIE_NAME } from './session.js';
import { SessionAuthGuard } from './session-auth.guard.js';
import { fieldErrors, ZodValidationPipe } from './zod-validation.pipe.js';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export interface EndpointOptions {
  /** The OpenAPI tag (the module). */
  tag: string;
  summary: string;
  description?: string;
  /** Request body, path parameters and query: validated with these, documented from them. */
  body?: z.ZodType;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The success status (default 200) and its body. */
  status?: 200 | 201;
  /**
   * The media type of a success that is not JSON (an image, a calendar); the handler writes it
   * itself and `response` describes it (e.g. `z.string()`). Errors stay JSON.
   */
  produces?: string;
  response: z.core.$ZodType;
  responseDescription: string;
  /** Behind the session guard: documents the cookie and 401. */
  signedIn?: boolean;
  /** Rate limited per client: documents 429. */
  throttled?: boolean;
  /** Further guards, after the rate limit and before the session check. */
  guards?: Type<CanActivate>[];
  /** The answers this endpoint gives beyond the ones its options imply, with when. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** The answer carries an ETag and may be 304 to a request with `If-None-Match`. */
  revalidated?: boolean;
  /** Error bodies that carry more than the usual fields, by status (default errorBodySchema). */
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const ROUTE = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;

/** The JSON body of every error (see common/http-exception.filter.ts). */
const errorBodySchema = z.object({
  statusCode: z.number().int().meta({ example: 400 }),
  error: z.string().meta({ example: 'Bad Request' }),
  message: z.string(),
  errors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .meta({ description: 'Each invalid field with its messages (400 only)' }),
  issues: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
        code: z.enum(VALIDATION_CODES as [ValidationCode, ...ValidationCode[]]),
      }),
    )
    .optional()
    .meta({
      description:
        'The same, one entry per message with the stable code of its rule, for clients that show messages in another language (400 only)',
    }),
});

/** An OpenAPI 3.1 schema (JSON Schema 2020-12) of a zod schema, as requests send or responses carry it. */
function openApiSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  // meta() can only clear a keyword by setting it to undefined: drop those keys.
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

/** Validates what Nest hands a handler: the body, a path parameter or the query, by its schema. */
class EndpointPipe implements PipeTransform {
  private readonly body?: ZodValidationPipe<z.ZodType>;

  constructor(private readonly options: EndpointOptions) {
    if (options.body) this.body = new ZodValidationPipe(options.body);
  }

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'body') return this.body ? this.body.transform(value) : value;
    if (metadata.type !== 'param' && metadata.type !== 'query') return value;
    const schema = metadata.type === 'param' ? this.options.params : this.options.query;
    if (!schema) return value;
    const part = metadata.data ? schema.shape[metadata.data] : schema;
    if (!part) return value;
    const result = part.safeParse(value);
    if (result.success) return result.data;
    const errors = fieldErrors(result.error);
    const named = metadata.data ? { [metadata.data]: Object.values(errors).flat() } : errors;
    const summary = Object.entries(named)
      .map(([field, messages]) => `${field}: ${messages[0]}`)
      .join('; ');
    throw new BadRequestException({ message: `Validation failed: ${summary}`, errors: named });
  }
}

const STATE_CHANGING: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every answer an endpoint can give besides its success, with when it happens. */
function endpointErrors(method: Method, options: EndpointOptions): Map<number, string> {
  const errors = new Map<number, string>();
  // Any endpoint: an address or query parameter with control characters is refused.
  errors.set(
    400,
    options.body || options.params || options.query
      ? 'A field is missing or invalid (`errors` names each one)'
      : 'The address or a query parameter holds control characters',
  );
  if (options.signedIn) errors.set(401, 'Not signed in');
  if (STATE_CHANGING.has(method))
    errors.set(403, 'The request comes from another site (state-changing requests only)');
  if (options.body) {
    errors.set(413, 'The request body is larger than the limit');
    errors.set(415, 'The request body is not JSON (or not in UTF-8)');
  }
  if (options.throttled)
    errors.set(429, 'Too many requests from this client; try again in a minute');
  errors.set(503, 'The database does not answer, or is busy (`Retry-After` says when to retry)');
  for (const [status, description] of Object.entries(options.errors ?? {})) {
    errors.set(Number(status), description);
  }
  return new Map([...errors].sort(([a], [b]) => a - b));
}

/**
 * One endpoint: its route, guards and validation, and its OpenAPI operation, all from the shared
 * zod schemas, so what the server accepts and answers and what the document says cannot drift.
 */
export function Endpoint(method: Method, path: string, options: EndpointOptions): MethodDecorator {
  const status = options.status ?? 200;
  const guards: Type<CanActivate>[] = [
    ...(options.throttled ? [ThrottlerGuard] : []),
    ...(options.guards ?? []),
    ...(options.signedIn ? [SessionAuthGuard] : []),
  ];
  const params = Object.entries(options.params?.shape ?? {}).map(([name, schema]) =>
    ApiParam({ name, required: true, schema: openApiSchema(schema as z.ZodType, 'input') }),
  );
  const query = Object.entries(options.query?.shape ?? {}).map(([name, schema]) =>
    ApiQuery({
      name,
      required: !(schema as z.ZodType).safeParse(undefined).success,
      schema: openApiSchema(schema as z.ZodType, 'input'),
    }),
  );
  const errors = [...endpointErrors(method, options)].map(([code, description]) =>
    ApiResponse({
      status: code,
      description,
      schema: openApiSchema(
        options.errorBodies?.[code as ErrorStatus] ?? errorBodySchema,
        'output',
      ),
    }),
  );
  return applyDecorators(
    ROUTE[method](path),
    HttpCode(status),
    ...(guards.length ? [UseGuards(...guards)] : []),
    UsePipes(new EndpointPipe(options)),
    ApiTags(options.tag),
    ApiOperation({ summary: options.summary, description: options.description }),
    ...(options.signedIn ? [ApiCookieAuth(SESSION_COOKIE_NAME)] : []),
    ...(options.revalidated
      ? [ApiResponse({ status: 304, description: 'Not modified: the cached copy may be used' })]
      : []),
    ...params,
    ...query,
    ...(options.body
      ? [ApiBody({ required: true, schema: openApiSchema(options.body, 'input') })]
      : []),
    options.produces
      ? ApiResponse({
          status,
          description: options.responseDescription,
          content: { [options.produces]: { schema: openApiSchema(options.response, 'output') } },
        })
      : ApiResponse({
          status,
          description: options.responseDescription,
          schema: openApiSchema(options.response, 'output'),
        }),
    ...errors,
  );
}
