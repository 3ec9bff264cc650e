import type { Request, Response } from 'express';
import { errorBody } from './http-exception.filter.js';

/** NUL, the other C0 controls and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Every string of a parsed query (`?a=1&a=2`, `?a[b]=1`), with its name. */
function* queryStrings(value: unknown, name = 'query'): Generator<[string, string]> {
  if (typeof value === 'string') yield [name, value];
  else if (Array.isArray(value)) for (const item of value) yield* queryStrings(item, name);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield [key, key];
      yield* queryStrings(item, key);
    }
  }
}

function refuse(res: Response, field: string, message: string): true {
  res.status(400).json(errorBody(400, message, { [field]: [message] }));
  return true;
}

/**
 * Refuses (400, naming the part) a path or query parameter holding NUL or another control
 * character, or a path that is not valid percent-encoding, before anything reads the database.
 * Returns true when it answered.
 */
export function refuseControlCharacters(req: Request, res: Response): boolean {
  const path = decoded(req.path);
  if (path === undefined) return refuse(res, 'path', 'The address is not valid percent-encoding');
  if (CONTROL.test(path)) return refuse(res, 'path', 'The address contains control characters');
  for (const [name, value] of queryStrings(req.query)) {
    if (CONTROL.test(value) || CONTROL.test(name)) {
      return refuse(res, name, 'A query parameter contains control characters');
    }
  }
  return false;
}
