import { z } from 'zod';
import { requiredText } from './common.schemas.js';

/** What a partner's API key may do. */
const API_KEY_SCOPES = [
  'campaigns:read',
  'campaigns:write',
  'reports:read',
  'webhooks:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is easy to recognise (and to search for). */
export const API_KEY_PREFIX = 'abtal_pk_';
const MAX_KEY_DAYS = 365;
const MAX_GRACE_HOURS = 168;

const EXAMPLE_KEY_ID = '0b6a9a7e-52f4-4c1e-8f0b-3c7d2a9e4f10';

export const apiKeyParamsSchema = z.object({
  id: z.uuid('Key id must be a uuid').meta({ example: EXAMPLE_KEY_ID }),
});

const SCOPES_MESSAGE = `Scopes must be a non-empty list of ${API_KEY_SCOPES.join(', ')}`;

export const createApiKeySchema = z.object({
  name: requiredText(1, 80, 'A name is required', 'Name'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: SCOPES_MESSAGE }), { error: SCOPES_MESSAGE })
    .min(1, SCOPES_MESSAGE)
    .max(API_KEY_SCOPES.length, SCOPES_MESSAGE)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once')
    .meta({ uniqueItems: true }),
  expiresInDays: z
    .number({ error: `Expiry must be a whole number of days from 1 to ${MAX_KEY_DAYS}` })
    .int(`Expiry must be a whole number of days from 1 to ${MAX_KEY_DAYS}`)
    .min(1, `Expiry must be a whole number of days from 1 to ${MAX_KEY_DAYS}`)
    .max(MAX_KEY_DAYS, `A key expires within ${MAX_KEY_DAYS} days at most`),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeySchema>;

export const rollApiKeySchema = z.object({
  graceHours: z
    .number({ error: `The grace period is a whole number of hours from 0 to ${MAX_GRACE_HOURS}` })
    .int(`The grace period is a whole number of hours from 0 to ${MAX_GRACE_HOURS}`)
    .min(0, `The grace period is a whole number of hours from 0 to ${MAX_GRACE_HOURS}`)
    .max(MAX_GRACE_HOURS, `The grace period is at most ${MAX_GRACE_HOURS} hours`),
});
export type RollApiKeyBody = z.infer<typeof rollApiKeySchema>;

const dateTime = () => z.string().meta({ format: 'date-time' });

/** A key as listed: never its secret. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's visible start and last characters, e.g. abtal_pk_3hT9…Qx2a */
  display: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  status: z.enum(['active', 'expired', 'revoked']),
  createdAt: dateTime(),
  expiresAt: dateTime(),
  lastUsedAt: dateTime().nullable(),
  revokedAt: dateTime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A new key with its secret: shown this once. */
export const newApiKeySchema = z.object({
  key: apiKeySchema,
  secret: z.string().meta({ description: 'The key itself; it is never shown again' }),
});
export type NewApiKey = z.infer<typeof newApiKeySchema>;

export const apiKeyUseSchema = z.object({
  at: dateTime(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
});
export type ApiKeyUse = z.infer<typeof apiKeyUseSchema>;
