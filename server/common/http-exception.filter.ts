import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  Optional,
} from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import {
  BUSY_RETRY_AFTER_SECONDS,
  DATABASE_BUSY_MESSAGE,
  DATABASE_RESOURCE_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseStatus,
  isDatabaseBusy,
  isDatabaseResourceError,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../database/database-status.js';
import { RepeatedLines } from './repeated-lines.js';
import { type ValidationCode, validationCode } from '../../shared/schemas/validation-codes.js';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string[]>;
  issues?: ValidationIssue[];
}

/** One refused field with its English message and the stable code of its rule. */
interface ValidationIssue {
  field: string;
  message: string;
  code: ValidationCode;
}

/** `errors` again as a list, each message with its code (clients show it in their language). */
const issuesOf = (errors: Record<string, string[]>): ValidationIssue[] =>
  Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => ({ field, message, code: validationCode(message).code })),
  );

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(
  statusCode: number,
  message: string,
  errors?: Record<string, string[]>,
): ErrorBody {
  return {
    statusCode,
    error: STATUS_NAMES[statusCode] ?? 'Error',
    message,
    ...(errors ? { errors, issues: issuesOf(errors) } : {}),
  };
}

/** Postgres error codes a client can provoke, mapped to client errors instead of a 500. */
function fromDatabaseError(exception: QueryFailedError): ErrorBody | undefined {
  const code = (exception.driverError as { code?: string } | undefined)?.code;
  if (code === '23505') return errorBody(409, 'This record already exists');
  if (code === '23503') return errorBody(400, 'A referenced record does not exist');
  if (code === '22021' || code === '22P05')
    return errorBody(400, 'Text contains characters that cannot be stored');
  if (code === '22P02' || code === '22001' || code === '22003') {
    return errorBody(400, 'A value has the wrong format or is too long');
  }
  return undefined;
}

/** Every error leaves the API as JSON `{ statusCode, error, message, errors? }`. */
/** Express's error when the client closes the connection before a file is sent. */
export const isClientAbort = (exception: unknown): boolean =>
  exception instanceof Error && (exception as { code?: unknown }).code === 'ECONNABORTED';

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');
  private readonly repeated = new RepeatedLines();

  constructor(@Optional() private readonly database?: DatabaseStatus) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // The client went away mid-answer (a page closed during a download): nobody to answer, and
    // not a fault of the server, so no error log either.
    if (isClientAbort(exception)) return;
    let body: ErrorBody;
    const retryAfter = (seconds: number) => {
      if (!response.headersSent) response.setHeader('Retry-After', String(seconds));
    };
    if (isDatabaseBusy(exception)) {
      // Saturation, not an outage: nothing to log, the client is asked to come back shortly.
      body = errorBody(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_BUSY_MESSAGE);
      retryAfter(BUSY_RETRY_AFTER_SECONDS);
    } else if (isDatabaseResourceError(exception)) {
      // Disk full, out of memory...: logged once (see DatabaseStatus) and shown by health.
      this.database?.reportResourceError(exception);
      body = errorBody(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_RESOURCE_MESSAGE);
      retryAfter(RETRY_AFTER_SECONDS * 6);
    } else if (isDatabaseUnavailable(exception)) {
      // One log line per outage (see DatabaseStatus), not a stack trace per request.
      this.database?.reportFailure(exception);
      body = errorBody(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
      retryAfter(RETRY_AFTER_SECONDS);
    } else if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      if (typeof raw === 'string') {
        body = errorBody(status, raw);
      } else {
        const r = raw as { message?: string | string[]; errors?: Record<string, string[]> };
        const message = Array.isArray(r.message)
          ? r.message.join('; ')
          : (r.message ?? exception.message);
        // Fields an endpoint documents beside the message (e.g. a locked episode's availableAt).
        const {
          message: _m,
          errors: _e,
          statusCode: _s,
          error: _n,
          ...details
        } = r as Record<string, unknown>;
        body = { ...errorBody(status, message, r.errors), ...details };
      }
    } else if (exception instanceof QueryFailedError && fromDatabaseError(exception)) {
      body = fromDatabaseError(exception)!;
    } else {
      const line = this.repeated.admit(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
      if (line) this.logger.error(line);
      body = errorBody(
        HttpStatus.INTERNAL_SERVER_ERROR,
        'Something went wrong on our side. Please try again.',
      );
    }
    if (!response.headersSent) response.status(body.statusCode).json(body);
  }
}
