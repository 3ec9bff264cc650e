import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';

/** An endpoint's schema, in either build of the schema library (the full one or `zod/mini`). */
type AnswerSchema = z.ZodType | ZodMiniType;

/** An HTTP failure: `message` is "{status}: {body or statusText}" as the specification defines it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
}

/** The edition the page is in (`ar` or `en`): the language of the mails a request causes. */
const pageLanguage = () =>
  typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';

/**
 * Sends a request with credentials; a JSON body (and its content type) only when one is given. A
 * request that changes something carries the page's language as its Content-Language (the mails it
 * causes, now or later, are written in it), with a body or without (e.g. "Remind me").
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const language: Record<string, string> =
    method === 'GET' ? {} : { 'Content-Language': pageLanguage() };
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json', ...language } : language,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * Reads an answer whose body is not needed to its end. API answers are `no-store`: a body left
 * unread keeps its request open in the browser.
 */
export async function readToEnd(res: Response): Promise<void> {
  await res.text().catch(() => '');
}

/** apiRequest for an answer whose body is not needed. */
export async function apiSend(method: string, url: string, body?: unknown): Promise<void> {
  await readToEnd(await apiRequest(method, url, body));
}

/** An answer that does not have the shape the shared schema of its endpoint gives. */
export class UnexpectedAnswerError extends Error {
  constructor(url: string, error: z.core.$ZodError) {
    const issue = error.issues[0];
    super(`Unexpected answer from ${url}: ${issue.path.join('.') || 'body'}: ${issue.message}`);
    this.name = 'UnexpectedAnswerError';
  }
}

/**
 * An endpoint's shared schema, or a function that loads it: code every page runs passes a loader,
 * so the schema library is fetched and evaluated with the first answer to check, not on start.
 */
export type SchemaSource<S extends AnswerSchema> = S | (() => Promise<S>);

/** A schema loader that loads (and builds) its schema once. */
export function lazySchema<S extends AnswerSchema>(load: () => Promise<S>): () => Promise<S> {
  let schema: Promise<S> | undefined;
  return () => (schema ??= load());
}

/** The JSON body of an answer, parsed with the shared schema of its endpoint. */
async function parseAnswer<S extends AnswerSchema>(
  source: SchemaSource<S>,
  url: string,
  res: Response,
): Promise<z.output<S>> {
  const body: unknown = await res.json();
  const schema = typeof source === 'function' ? await source() : source;
  const result = schema.safeParse(body);
  if (!result.success) throw new UnexpectedAnswerError(url, result.error);
  // Each build's parse gives its schema's output; TypeScript cannot follow that through the union.
  return result.data as z.output<S>;
}

/** apiRequest + the answer parsed with its endpoint's schema. */
export async function apiJson<S extends AnswerSchema>(
  schema: SchemaSource<S>,
  method: string,
  url: string,
  body?: unknown,
): Promise<z.output<S>> {
  return parseAnswer(schema, url, await apiRequest(method, url, body));
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GET to the path formed by the query key's segments joined with slashes, parsed with `schema`. */
export function getQueryFn<S extends AnswerSchema>(
  schema: SchemaSource<S>,
  options: { on401: 'returnNull' },
): QueryFunction<z.output<S> | null>;
export function getQueryFn<S extends AnswerSchema>(
  schema: SchemaSource<S>,
  options?: { on401: 'throw' },
): QueryFunction<z.output<S>>;
export function getQueryFn<S extends AnswerSchema>(
  schema: SchemaSource<S>,
  { on401 }: { on401: UnauthorizedBehavior } = { on401: 'throw' },
): QueryFunction<z.output<S> | null> {
  return async ({ queryKey }) => {
    const url = queryKey.join('/');
    const res = await fetch(url, { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) {
      // Read the answer to its end: API answers are \`no-store\`, so an unread body would keep the
      // request open in the browser.
      await res.text().catch(() => '');
      return null;
    }
    await throwIfNotOk(res);
    return parseAnswer(schema, url, res);
  };
}

/**
 * What to show a person: the server's own `message` when the body is our JSON error shape,
 * else the raw "{status}: {text}" message, else the given fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // not JSON: fall through to the raw message
    }
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
