import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { PASSWORD_MISMATCH, registerSchema } from '@shared/schemas/auth.schemas';

/** The shared register body plus the confirmation only the form asks for. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH,
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export type PasswordProblem = 'mismatch' | 'too-short' | null;

/** The password rule a person broke first (mismatch before length), as the toasts report it. */
export function passwordProblem(values: {
  password?: string;
  confirmPassword?: string;
}): PasswordProblem {
  const password = values.password ?? '';
  if (password !== (values.confirmPassword ?? '')) return 'mismatch';
  if (password.length > 0 && password.length < MIN_PASSWORD_LENGTH) return 'too-short';
  return null;
}
