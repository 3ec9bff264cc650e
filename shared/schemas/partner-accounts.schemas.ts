import { z } from 'zod';
import { PARTNER_STATUSES } from '../enums.js';
import { emailField, requiredText } from './common.schemas.js';

const EXAMPLE_PARTNER_ID = '7d0f6b0e-3c55-4b7a-9a3e-2f6f1f0b9c21';

/** A partner (application) by id in a path. */
export const partnerParamsSchema = z.object({
  id: z.uuid('Partner id must be a uuid').meta({ example: EXAMPLE_PARTNER_ID }),
});

export const adminPartnersQuerySchema = z.object({
  status: z
    .enum(PARTNER_STATUSES, { error: `Status must be one of ${PARTNER_STATUSES.join(', ')}` })
    .optional(),
});

/** An application as an administrator reviews it. */
export const partnerApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PARTNER_STATUSES),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  language: z.enum(['en', 'ar']),
  application: z.record(z.string(), z.unknown()).nullable(),
  submittedAt: z.string().meta({ format: 'date-time' }),
  reviewedAt: z.string().meta({ format: 'date-time' }).nullable(),
  rejectionReason: z.string().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;

export const rejectApplicationSchema = z.object({
  reason: requiredText(1, 2000, 'A reason is required', 'Reason'),
});
export type RejectApplicationBody = z.infer<typeof rejectApplicationSchema>;

/** What an applicant sees of their own application. */
export const ownApplicationSchema = partnerApplicationSchema.pick({
  id: true,
  name: true,
  status: true,
  submittedAt: true,
  reviewedAt: true,
  rejectionReason: true,
});
export type OwnApplication = z.infer<typeof ownApplicationSchema>;

export const inviteMemberSchema = z.object({ email: emailField() });
export type InviteMemberBody = z.infer<typeof inviteMemberSchema>;

export const invitationSentSchema = z.object({
  email: z.string(),
  expiresAt: z.string().meta({ format: 'date-time' }),
});
export type InvitationSent = z.infer<typeof invitationSentSchema>;

export const acceptInvitationSchema = z.object({
  token: requiredText(20, 200, 'The invitation token is missing', 'Token'),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationSchema>;

/** A partner with its users, as its own accounts see it. */
export const partnerAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PARTNER_STATUSES),
  website: z.string().nullable(),
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      joinedAt: z.string().meta({ format: 'date-time' }),
    }),
  ),
});
export type PartnerAccount = z.infer<typeof partnerAccountSchema>;
