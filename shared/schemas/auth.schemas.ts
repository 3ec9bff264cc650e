import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { ROLES, TIERS } from '../enums.js';
import { emailField, optionalText, requiredText } from './common.schemas.js';

import { PASSWORD_TOO_SHORT } from './auth.messages.js';

export { PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from './auth.messages.js';

export const MAX_PASSWORD_LENGTH = 200;

const username = z
  .string({ error: 'Username must be text' })
  .trim()
  .max(40, 'Username must be at most 40 characters')
  .regex(
    /^[\p{L}\p{N}_.-]*$/u,
    'Username may contain only letters, digits, dots, dashes and underscores',
  )
  .optional()
  .transform((value) => (value ? value : undefined))
  .meta({ pattern: '^\\s*[\\p{L}\\p{N}_.-]{0,40}\\s*$', maxLength: undefined });

/** A password as typed (never trimmed): required, at most MAX_PASSWORD_LENGTH characters. */
const password = (minLength: number, tooShort: string) =>
  z
    .string({ error: 'Password is required' })
    // abort: an empty password gets one message, not "required" and "too short" together.
    .min(1, { error: 'Password is required', abort: true })
    .min(minLength, tooShort)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .meta({ pattern: '^[^\\u0000]*$' });

/** A new password by the specification's rules (at least MIN_PASSWORD_LENGTH characters). */
export const newPasswordField = () => password(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT);
/** A password the member types to prove it is them: only required. */
export const enteredPasswordField = () => password(1, 'Password is required');

export const registerSchema = z.object({
  email: emailField(),
  password: newPasswordField(),
  username,
  firstName: optionalText(80, 'First name'),
  lastName: optionalText(80, 'Last name'),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterBody = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: requiredText(1, 254, 'Email is required', 'Email'),
  password: enteredPasswordField(),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginBody = z.output<typeof loginSchema>;

export const profileUpdateSchema = z.object({
  username,
  firstName: optionalText(80, 'First name'),
  lastName: optionalText(80, 'Last name'),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateBody = z.output<typeof profileUpdateSchema>;

/** The user as every response carries it: never the password. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  tier: z.enum(TIERS),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({ user: publicUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });
