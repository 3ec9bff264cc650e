import { z } from 'zod';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** A required, trimmed email with the specification's message. */
export const emailField = () =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email(EMAIL_MESSAGE));

/** Optional free text: an empty or blank string counts as absent. */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Bounded required text with a minimum-length message. */
export const requiredText = (min: number, max: number, minMessage: string, label: string) =>
  z
    .string({ error: minMessage })
    .trim()
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max} characters`);
