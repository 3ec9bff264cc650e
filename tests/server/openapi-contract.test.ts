import SwaggerParser from '@apidevtools/swagger-parser';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenApiDocument,
  type OpenApiOperation,
  schemaValidator,
} from '../../server/testing/contract.js';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';
import { partnerAgent } from '../../server/testing/partners.js';
import { adminAgent } from '../../server/testing/factories.js';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  'x-rules'?: string[];
  items?: Schema;
  maxItems?: number;
};

interface Operation extends OpenApiOperation {
  parameters?: { name: string; in: string; schema?: { example?: string } }[];
  security?: unknown[];
}

const CONTRACT_ADMIN = 'contract-admin@abtal.example';
// FC_SEED replays the seed fast-check printed for a failed run.
if (process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED) });
const RUNS = Number(process.env.CONTRACT_RUNS ?? 60);
/** Rounds of RUNS bodies at most, for an endpoint whose valid or invalid bodies are rare. */
const MAX_ROUNDS = 5;

/** Strings a form could send, and the ones it should not: spaces, NUL, odd characters. */
const PALETTE = fc.constantFrom(
  'a',
  'B',
  '7',
  ' ',
  '\t',
  '.',
  '@',
  '-',
  '_',
  '\u0000',
  'é',
  '/',
  ':',
);
const paletteString = fc.string({ unit: PALETTE, maxLength: 14 });
const padding = fc.constantFrom('', ' ', '  ', '\n');
const padded = (value: fc.Arbitrary<string>) =>
  fc.tuple(padding, value, padding).map(([before, text, after]) => before + text + after);
const anyCase = (value: string) =>
  fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .map((upper) => [...value].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

/** Strings of the lengths around every bound a pattern names (`{min,max}`), trimmed or padded. */
function boundaryStrings(pattern: string): fc.Arbitrary<string> {
  const lengths = [...pattern.matchAll(/\{(\d+),(\d+)\}/g)].flatMap(([, min, max]) =>
    [Number(min), Number(max)].flatMap((n) => [n, n + 1, n + 2, n + 3]),
  );
  if (!lengths.length) return paletteString;
  return padded(fc.constantFrom(...lengths).map((n) => 'x'.repeat(n)));
}

/** Values for one field of a documented body: mostly ones its schema allows, and wrong ones. */
function valueFor(schema: Schema): fc.Arbitrary<unknown> {
  const likely: fc.Arbitrary<unknown>[] = [];
  const unlikely: fc.Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>(null, 42, true, [], {}),
    paletteString,
  ];
  if (schema.anyOf) likely.push(...schema.anyOf.map(valueFor));
  if (schema.enum) likely.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) likely.push(fc.constant(schema.const));
  const types = [schema.type ?? []].flat();
  if (types.includes('integer') || types.includes('number')) {
    const min = schema.minimum ?? -1000;
    const max = Math.min(schema.maximum ?? 1000, 1_000_000);
    likely.push(fc.integer({ min, max }));
    unlikely.push(fc.integer({ min: min - 3, max: max + 3 }), fc.double({ noNaN: true }));
  }
  if (types.includes('string')) {
    unlikely.push(fc.emailAddress().chain((email) => padded(fc.constant(email))));
    unlikely.push(fc.webUrl().chain((url) => padded(anyCase(url))));
    if (schema.pattern) {
      unlikely.push(boundaryStrings(schema.pattern));
      // The document's own choices, in any case, when the pattern lists them.
      const words = schema.pattern.match(/(?:\[[A-Za-z][A-Za-z]\])+/g) ?? [];
      for (const word of words) {
        likely.push(padded(anyCase(word.replace(/\[([A-Za-z])[A-Za-z]\]/g, '$1'))));
      }
      // fast-check cannot generate through lookaheads: without them the pattern is looser,
      // which the validator then judges like any other value.
      const generable = schema.pattern.replace(/\(\?=[^()]*\)/g, '');
      likely.push(fc.stringMatching(new RegExp(generable, 'u'), { size: 'small' }));
    } else if (!schema.enum && schema.const === undefined) {
      likely.push(paletteString);
    }
  }
  if (types.includes('boolean')) likely.push(fc.boolean());
  if (types.includes('array') && schema.items) {
    // A list: of its items (each generated the same way), up to one past its bound.
    const maxLength = Math.min((schema.maxItems ?? 3) + 1, 5);
    likely.push(fc.array(valueFor(schema.items), { maxLength }));
  }
  if (types.includes('object') && schema.properties) {
    // A nested object: its own fields, generated the same way.
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([name, field]) => [name, valueFor(field)]),
    );
    likely.push(fc.record(fields));
  }
  return fc.oneof(
    { weight: 8, arbitrary: fc.oneof(...(likely.length ? likely : unlikely)) },
    { weight: 1, arbitrary: fc.oneof(...unlikely) },
  );
}

/** The codes of 400s that depend on stored data (a password, a passkey challenge, a file), not on the body's shape. */
const STORED_DATA_REFUSALS = new Set([
  'password_common',
  'password_incorrect',
  'password_wrong',
  'passkey_not_verified',
  'passkey_expired',
  'passkey_unknown',
  // An uploaded file's key that names no stored file (the key's shape is the document's).
  'upload_missing',
]);

function bodyFor(schema: Schema): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valueFor(field)]),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(fields) },
    { weight: 3, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], 'text', 7) },
  );
}

/** Room the server leaves for decimal rounding in a sum (a panel's x + w at most 100). */
const ROUNDING = 0.001;

/** Whether one rule across the fields of `values` holds. */
function ruleHolds(rule: string, values: Record<string, unknown>): boolean {
  // `field required when other is a or b`: the field holds text when the other is one of those.
  const [, field, other, choices] = /^(\w+) required when (\w+) is (.+)$/.exec(rule) ?? [];
  if (field) {
    const applies = choices.split(' or ').includes(values[other] as string);
    const text = values[field];
    return !applies || (typeof text === 'string' && text.trim() !== '');
  }
  const [, a, b, most] = /^(\w+) \+ (\w+) <= (\d+)$/.exec(rule) ?? [];
  if (a) return (values[a] as number) + (values[b] as number) <= Number(most) + ROUNDING;
  const [, left, right] = /^(\w+) <= (\w+)$/.exec(rule) ?? [];
  if (left) return (values[left] as number) <= (values[right] as number);
  const [, list, key] = /^(\w+) have unique (\w+)$/.exec(rule) ?? [];
  if (list) {
    const items = (values[list] ?? []) as Record<string, unknown>[];
    return new Set(items.map((item) => item[key])).size === items.length;
  }
  throw new Error(`The contract test does not know the rule "${rule}"`);
}

/**
 * Rules across fields that JSON Schema cannot state, listed by the schema as `x-rules`: on the
 * body and on every object nested in it (a list's items included).
 */
function rulesHold(schema: Schema, value: unknown): boolean {
  if (Array.isArray(value))
    return !schema.items || value.every((item) => rulesHold(schema.items!, item));
  if (!value || typeof value !== 'object') return true;
  const values = value as Record<string, unknown>;
  return (
    Object.entries(schema.properties ?? {}).every(([name, field]) =>
      rulesHold(field, values[name]),
    ) && (schema['x-rules'] ?? []).every((rule) => ruleHolds(rule, values))
  );
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [CONTRACT_ADMIN] });
    document = t.document;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect((document as unknown as { openapi: string }).openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('documents every answer an endpoint can give, each error with the error body', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        const where = `${method} ${path}`;
        expect(statuses, where).toContain('503');
        if (operation.requestBody)
          expect(statuses, where).toEqual(expect.arrayContaining(['400', '413', '415']));
        if (method !== 'get') expect(statuses, where).toContain('403');
        for (const status of statuses.filter((s) => Number(s) >= 400)) {
          const schema = operation.responses[status].content?.['application/json']
            ?.schema as Schema;
          expect(schema?.properties, `${where} ${status}`).toHaveProperty('message');
        }
      }
    }
  });

  const bodyOperations = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, Operation>)
        .filter(([, operation]) => operation.requestBody)
        .map(([method, operation]) => ({ path, method, operation })),
    );

  it('accepts exactly the bodies the server accepts, for every endpoint with a body', async () => {
    const ajv = schemaValidator();
    const operations = bodyOperations();
    expect(operations.length).toBeGreaterThanOrEqual(10);
    // An ADMIN account: the admin endpoints' role check comes before their validation.
    const { agent: signedIn } = await adminAgent(t, CONTRACT_ADMIN);
    // A partner's account: the partner routes' partner check comes before their validation.
    const { agent: partner } = await partnerAgent(t);
    for (const { path, method, operation } of operations) {
      const schema = operation.requestBody!.content['application/json'].schema as Schema;
      const validate = ajv.compile(schema);
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const parameter = operation.parameters?.find((p) => p.name === name);
        return parameter?.schema?.example ?? 'example';
      });
      const client = !operation.security?.length
        ? t.http()
        : path.startsWith('/api/partner/') && !path.endsWith('/accept')
          ? partner
          : signedIn;
      const seen = { accepted: 0, rejected: 0 };
      // More rounds only while one side of the line is not reached yet: a body with several
      // required fields can be valid in as few as 1 in 60 tries (the webhook endpoint body), so
      // 60 may all be refused.
      for (let round = 0; round < MAX_ROUNDS && !(seen.accepted && seen.rejected); round += 1) {
        await fc.assert(
          fc.asyncProperty(bodyFor(schema), async (body) => {
            const documentAccepts = validate(body) && rulesHold(schema, body);
            const res = await client[method as 'post' | 'put'](url)
              .set('Content-Type', 'application/json')
              .send(JSON.stringify(body));
            // A 400 that only refuses a password by what is stored (the account's password, the
            // common-passwords list) is a refusal of a body the document rightly accepts.
            const serverAccepts =
              res.status !== 400 ||
              (res.body as { issues?: { code: string }[] }).issues?.every((issue) =>
                STORED_DATA_REFUSALS.has(issue.code),
              ) === true;
            seen[serverAccepts ? 'accepted' : 'rejected'] += 1;
            expect(
              serverAccepts,
              `${method} ${path} ${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`,
            ).toBe(documentAccepts);
          }),
          { numRuns: RUNS },
        );
      }
      // The generator reaches both sides of the line for every body.
      expect(seen.accepted, `${method} ${path}: bodies accepted`).toBeGreaterThan(0);
      expect(seen.rejected, `${method} ${path}: bodies rejected`).toBeGreaterThan(0);
    }
  }, 240_000);
});
