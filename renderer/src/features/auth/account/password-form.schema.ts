import { z } from 'zod';
import { PASSWORD_MISMATCH } from '@shared/schemas/auth.messages';
import { changePasswordSchema } from '@shared/schemas/account.schemas';

/** The shared change-password body plus the confirmation only the form asks for. */
export const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH,
  });
