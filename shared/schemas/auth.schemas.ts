import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { ROLES, TIERS } from '../enums.js';
import { emailField, optionalText } from './common.schemas.js';

export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long.';
export const PASSWORD_MISMATCH = 'Passwords do not match. Please check and try again.';

const username = z
  .string({ error: 'Username must be text' })
  .trim()
  .max(40, 'Username must be at most 40 characters')
  .regex(
    /^[\p{L}\p{N}_.-]*$/u,
    'Username may contain only letters, digits, dots, dashes and underscores',
  )
  .optional()
  .transform((value) => (value ? value : undefined));

export const registerSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: 'Password is required' })
    // abort: an empty password gets one message, not "required" and "too short" together.
    .min(1, { error: 'Password is required', abort: true })
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
    .max(200, 'Password must be at most 200 characters'),
  username,
  firstName: optionalText(80, 'First name'),
  lastName: optionalText(80, 'Last name'),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterBody = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
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

export interface AuthResponse {
  user: PublicUser;
}
