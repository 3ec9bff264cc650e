import type { IncomingMessage, ServerResponse } from 'node:http';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The parts of an OpenAPI 3.1 document the contract checks read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
export interface OpenApiOperation {
  requestBody?: { content: { 'application/json': { schema: object } } };
  responses: Record<string, { content?: { 'application/json': { schema: object } } }>;
}

/** JSON Schema 2020-12 as OpenAPI 3.1 uses it; formats are documentation, patterns do the checking. */
export function schemaValidator() {
  return new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
}

interface Route {
  method: string;
  pattern: RegExp;
  path: string;
  operation: OpenApiOperation;
}

/** The documented operation a request reaches, matched by method and path template. */
function routesOf(document: OpenApiDocument): (method: string, url: string) => Route | null {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const [method, operation] of Object.entries(operations)) {
      routes.push({ method: method.toUpperCase(), pattern, path, operation });
    }
  }
  // Literal segments win over parameters (`/api/auth/me` before `/api/auth/{x}`).
  routes.sort((a, b) => b.path.split('{').length - a.path.split('{').length).reverse();
  return (method, url) => {
    const pathname = url.split('?')[0];
    return routes.find((r) => r.method === method && r.pattern.test(pathname)) ?? null;
  };
}

/** A body as it was before the server compressed it on the way out. */
function decoded(body: Buffer, encoding: unknown): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * Wraps an HTTP handler so that every answer to a documented operation is checked against the
 * document: its status must be one the operation lists, and its JSON body must match that status's
 * schema. What does not is collected in `violations`.
 */
export function contractChecked(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  document: OpenApiDocument,
) {
  const ajv = schemaValidator();
  const validators = new Map<object, ValidateFunction>();
  const validate = (schema: object) => {
    let validator = validators.get(schema);
    if (!validator) validators.set(schema, (validator = ajv.compile(schema)));
    return validator;
  };
  const route = routesOf(document);
  const violations: string[] = [];

  const checked = (req: IncomingMessage, res: ServerResponse) => {
    const found = route(req.method ?? 'GET', req.url ?? '/');
    if (found) {
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      const keep = (chunk: unknown) => {
        if (chunk && typeof chunk !== 'function') {
          chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
        }
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk);
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk);
        return end(chunk, ...rest);
      }) as typeof res.end;
      res.on('finish', () => {
        const where = `${req.method} ${req.url} -> ${res.statusCode}`;
        const documented = found.operation.responses[String(res.statusCode)];
        if (!documented) {
          violations.push(`${where}: status not documented for ${found.path}`);
          return;
        }
        const schema = documented.content?.['application/json']?.schema;
        if (!schema) return;
        let body: unknown;
        try {
          body = JSON.parse(decoded(Buffer.concat(chunks), res.getHeader('content-encoding')));
        } catch {
          violations.push(`${where}: body is not JSON`);
          return;
        }
        const validator = validate(schema);
        if (!validator(body)) {
          violations.push(`${where}: ${ajv.errorsText(validator.errors)}`);
        }
      });
    }
    handler(req, res);
  };
  return { checked, violations };
}
