import { z } from 'zod';
import { rollApiKeySchema } from './api-keys.schemas.js';
import { optionalText } from './common.schemas.js';

/** What a partner's webhook endpoint can subscribe to (`webhook.test` is the test send's). */
export const WEBHOOK_EVENT_TYPES = ['campaign.status_changed', 'report.day_ready'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | 'webhook.test';

/** Every signing secret starts with this (the Standard Webhooks form: whsec_ and base64). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const EXAMPLE_ENDPOINT_ID = '7e1f0c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

export const webhookParamsSchema = z.object({
  id: z.uuid('Webhook id must be a uuid').meta({ example: EXAMPLE_ENDPOINT_ID }),
});

export const webhookDeliveryParamsSchema = webhookParamsSchema.extend({
  deliveryId: z.uuid('Delivery id must be a uuid'),
});

const URL_MESSAGE =
  'The URL must be an http or https address (a host name or IPv4 address, an optional port and path) of at most 2000 characters';

const EVENTS_MESSAGE = `Events must be a non-empty list of ${WEBHOOK_EVENT_TYPES.join(', ')}`;

const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const PORT = '(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4})';
const LABEL = '[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*';
/**
 * An http(s) URL every URL parser takes as it is: a host name whose last label starts with a
 * letter (no label with two hyphens in a row, so no punycode), or a dotted IPv4 address; a port up
 * to 65535; printable ASCII after it. No user name or password can fit.
 */
const WEBHOOK_URL = new RegExp(
  `^[Hh][Tt][Tt][Pp][Ss]?://` +
    `(?:(?:${LABEL}\\.)*[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*|(?:${OCTET}\\.){3}${OCTET})` +
    `(?::${PORT})?(?:[/?#][\\x21-\\x7e]*)?$`,
);

const endpointFields = {
  url: z
    .string({ error: URL_MESSAGE })
    .max(2000, URL_MESSAGE)
    .regex(WEBHOOK_URL, URL_MESSAGE)
    .meta({ format: 'uri' }),
  description: optionalText(200, 'Description'),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: EVENTS_MESSAGE }), { error: EVENTS_MESSAGE })
    .min(1, EVENTS_MESSAGE)
    .max(WEBHOOK_EVENT_TYPES.length, EVENTS_MESSAGE)
    .refine((events) => new Set(events).size === events.length, 'Each event once')
    .meta({ uniqueItems: true }),
};

export const createWebhookSchema = z.object(endpointFields);
export type CreateWebhookBody = z.infer<typeof createWebhookSchema>;

export const updateWebhookSchema = z.object({
  ...endpointFields,
  enabled: z.boolean({ error: 'Enabled must be true or false' }).meta({
    description: 'false pauses deliveries; true turns a paused or disabled endpoint on again',
  }),
});
export type UpdateWebhookBody = z.infer<typeof updateWebhookSchema>;

/** The same body as a key's roll: the grace period (0 to 168 hours) of the old secret. */
export const rotateWebhookSecretSchema = rollApiKeySchema;
export type RotateWebhookSecretBody = z.infer<typeof rotateWebhookSecretSchema>;

const dateTime = () => z.string().meta({ format: 'date-time' });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(['enabled', 'paused', 'disabled']).meta({
    description: 'paused: by the partner; disabled: after a day of failed deliveries',
  }),
  disabledReason: z.string().nullable(),
  /** While a rotation's grace period lasts, messages carry both signatures. */
  previousSecretUntil: dateTime().nullable(),
  lastSuccessAt: dateTime().nullable(),
  createdAt: dateTime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const newWebhookSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().meta({
    description: 'The signing secret (whsec_ and base64); shown this once',
  }),
});
export type NewWebhookSecret = z.infer<typeof newWebhookSecretSchema>;

const webhookAttemptSchema = z.object({
  at: dateTime(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The webhook-id header: the same on every attempt and replay of the message. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: dateTime(),
  deliveredAt: dateTime().nullable(),
  nextAttemptAt: dateTime().nullable(),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
