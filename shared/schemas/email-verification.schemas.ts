import { z } from 'zod';
import { emailField } from './common.schemas.js';

/** The token of a link sent by mail (`#token=...`). */
export const linkToken = () =>
  z
    .string({ error: 'Token is required' })
    .min(1, 'Token is required')
    .max(200, 'Token must be at most 200 characters')
    .regex(/^[\w-]*$/, 'Token may contain only letters, digits, dashes and underscores');

export const verifyEmailSchema = z.object({ token: linkToken() });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;
export type VerifyEmailBody = z.output<typeof verifyEmailSchema>;

/** The signed-in account's address and whether its owner has confirmed it. */
export const emailStatusSchema = z.object({ email: z.string(), verified: z.boolean() });
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** A new address for the signed-in account (it takes effect when confirmed from that address). */
export const emailChangeSchema = z.object({ newEmail: emailField() });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;
export type EmailChangeBody = z.output<typeof emailChangeSchema>;
