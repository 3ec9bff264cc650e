import { z } from 'zod';
import { registerSchema } from './auth.schemas.js';
import { emailField } from './common.schemas.js';
import { linkToken } from './email-verification.schemas.js';

/** The edition a mail is written in and links to. */
const language = z
  .enum(['en', 'ar'], { error: 'Language must be en or ar' })
  .optional()
  .transform((value) => value ?? 'en');

export const forgotPasswordSchema = z.object({ email: emailField(), language });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordBody = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: linkToken(),
  // The specification's rules, as at registration.
  password: registerSchema.shape.password,
  language,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordBody = z.output<typeof resetPasswordSchema>;

export const successSchema = z.object({ success: z.literal(true) });
