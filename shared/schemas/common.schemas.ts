import { z } from 'zod';

const EMAIL_MESSAGE = 'Please enter a valid email address';
const MAX_EMAIL_LENGTH = 254;

/*
 * JSON Schema patterns that say exactly what a field accepts, so the OpenAPI document generated from
 * these schemas accepts what the server accepts. Fields are trimmed before their length is checked,
 * which minLength/maxLength cannot express: the pattern counts from the first to the last
 * non-space character instead (`\s` is the set of characters String.prototype.trim removes). Every
 * body refuses U+0000, which PostgreSQL text cannot hold.
 */
const ANY = '[^\\u0000]';
const NON_SPACE = '[^\\s\\u0000]';

/** Between min and max characters once trimmed (blank accepted when `allowBlank`). */
function trimmedTextPattern(min: number, max: number, allowBlank = false): string {
  const kept =
    min <= 1
      ? `${NON_SPACE}(?:${ANY}{0,${max - 2}}${NON_SPACE})?`
      : `${NON_SPACE}${ANY}{${min - 2},${max - 2}}${NON_SPACE}`;
  return `^\\s*(?:${kept})${allowBlank ? '?' : ''}\\s*$`;
}

/** One of `values` whatever its case, with spaces around it allowed. */
function anyCasePattern(values: readonly string[]): string {
  const anyCase = (value: string) =>
    [...value]
      .map((c) =>
        c.toLowerCase() === c.toUpperCase() ? c : `[${c.toUpperCase()}${c.toLowerCase()}]`,
      )
      .join('');
  return `^\\s*(?:${values.map(anyCase).join('|')})\\s*$`;
}

/** The documented form of a field: its pattern replaces the raw length bounds. */
const documented = <T extends z.ZodType>(schema: T, pattern: string, extra: object = {}) =>
  schema.meta({ pattern, minLength: undefined, maxLength: undefined, ...extra });

const EMAIL_BODY = z.regexes.email.source.replace(/^\^/, '').replace(/\$$/, '');

/** A required, trimmed email with the specification's message. */
export const emailField = () =>
  documented(
    z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
      .pipe(z.email(EMAIL_MESSAGE)),
    `^\\s*(?=\\S{1,${MAX_EMAIL_LENGTH}}\\s*$)(?:${EMAIL_BODY})\\s*$`,
    { format: 'email' },
  );

/** Optional free text: an empty or blank string counts as absent. */
export const optionalText = (max: number, label: string) =>
  documented(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional()
      .transform((value) => (value ? value : undefined)),
    trimmedTextPattern(1, max, true),
  );

/** Free text that may be blank (kept as an empty string), at most `max` characters once trimmed. */
export const blankableText = (max: number, label: string) =>
  documented(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
    trimmedTextPattern(1, max, true),
  );

/** Bounded required text with a minimum-length message. */
export const requiredText = (min: number, max: number, minMessage: string, label: string) =>
  documented(
    z
      .string({ error: minMessage })
      .trim()
      .min(min, minMessage)
      .max(max, `${label} must be at most ${max} characters`),
    trimmedTextPattern(min, max),
  );

/**
 * One of `values`, whatever its case and with spaces around it; the canonical spelling comes out.
 * An empty or unknown value gets the one `message`.
 */
export function choiceField<T extends readonly [string, ...string[]]>(values: T, message: string) {
  const canonical = (value: string): T[number] | undefined =>
    values.find((choice) => choice.toLowerCase() === value.trim().toLowerCase());
  return documented(
    z
      .string({ error: message })
      .refine((value) => canonical(value) !== undefined, message)
      .transform((value) => canonical(value) as T[number]),
    anyCasePattern(values),
    { description: `One of ${values.join(', ')} (any case)` },
  );
}
