import { z } from 'zod';
import { PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from '@shared/schemas/auth.messages';
import { registerSchema } from '@shared/schemas/auth.schemas';

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
  // The length rule is the shared schema's: no second copy of it here.
  const checked = registerSchema.shape.password.safeParse(password);
  if (!checked.success && checked.error.issues.some((i) => i.message === PASSWORD_TOO_SHORT)) {
    return 'too-short';
  }
  return null;
}
