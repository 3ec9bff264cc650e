import { Body, Controller, Param } from '@nestjs/common';
import { z } from 'zod';
import {
  type CreateWebhookBody,
  createWebhookSchema,
  type NewWebhookSecret,
  newWebhookSecretSchema,
  type RotateWebhookSecretBody,
  rotateWebhookSecretSchema,
  type UpdateWebhookBody,
  updateWebhookSchema,
  type WebhookDelivery,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  type WebhookEndpoint,
  webhookEndpointSchema,
  webhookParamsSchema,
} from '../../../shared/schemas/webhooks.schemas.js';
import { PartnerId } from '../accounts/partner-member.guard.js';
import { V1 } from '../v1/partner-api.controller.js';
import { WebhooksService } from './webhooks.service.js';

const NOT_YOURS = 'No webhook with this id belongs to the partner';
const SIGNING =
  'Each message is a POST of JSON `{ type, timestamp, data }` with the Standard Webhooks headers `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` under the base64 bytes after `whsec_`; two signatures, space separated, while a rotation lasts). A 2xx answer within 10 s delivers it; otherwise it is tried again after 5 s, 1 min, 5 min, 30 min, 1 h, 2 h, 4 h, 8 h and 8 h. An endpoint whose message failed all of these without a success since is disabled.';

/** The partner's webhook endpoints through the partner API (scope webhooks:manage). */
@Controller('partner/v1/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @V1('GET', '', {
    scope: 'webhooks:manage',
    summary: "The partner's webhook endpoints, newest first (never their secrets)",
    response: z.array(webhookEndpointSchema),
    responseDescription: 'The endpoints',
  })
  list(@PartnerId() partnerId: string): Promise<WebhookEndpoint[]> {
    return this.webhooks.list(partnerId);
  }

  @V1('POST', '', {
    scope: 'webhooks:manage',
    write: true,
    summary: 'Adds a webhook endpoint subscribed to events',
    description: `The answer carries the signing secret this once. ${SIGNING} Private, loopback and local addresses are refused.`,
    body: createWebhookSchema,
    status: 201,
    response: newWebhookSecretSchema,
    responseDescription: 'The endpoint and its signing secret',
  })
  create(
    @Body() body: CreateWebhookBody,
    @PartnerId() partnerId: string,
  ): Promise<NewWebhookSecret> {
    return this.webhooks.create(partnerId, body);
  }

  @V1('GET', ':id', {
    scope: 'webhooks:manage',
    summary: 'One webhook endpoint',
    params: webhookParamsSchema,
    response: webhookEndpointSchema,
    responseDescription: 'The endpoint',
    errors: { 404: NOT_YOURS },
  })
  get(@Param('id') id: string, @PartnerId() partnerId: string): Promise<WebhookEndpoint> {
    return this.webhooks.get(partnerId, id);
  }

  @V1('PUT', ':id', {
    scope: 'webhooks:manage',
    write: true,
    summary: 'Replaces an endpoint’s URL, description and events; pauses or enables it',
    params: webhookParamsSchema,
    body: updateWebhookSchema,
    response: webhookEndpointSchema,
    responseDescription: 'The endpoint',
    errors: { 404: NOT_YOURS },
  })
  update(
    @Param('id') id: string,
    @Body() body: UpdateWebhookBody,
    @PartnerId() partnerId: string,
  ): Promise<WebhookEndpoint> {
    return this.webhooks.update(partnerId, id, body);
  }

  @V1('DELETE', ':id', {
    scope: 'webhooks:manage',
    write: true,
    summary: 'Deletes an endpoint and its delivery log',
    params: webhookParamsSchema,
    response: webhookEndpointSchema,
    responseDescription: 'The endpoint as it was',
    errors: { 404: NOT_YOURS },
  })
  remove(@Param('id') id: string, @PartnerId() partnerId: string): Promise<WebhookEndpoint> {
    return this.webhooks.remove(partnerId, id);
  }

  @V1('POST', ':id/rotate-secret', {
    scope: 'webhooks:manage',
    write: true,
    summary: 'Rotates the signing secret; the old one signs too during a grace period',
    description:
      'While the grace period lasts (0 to 168 hours), each message carries two signatures: one with the new secret and one with the old.',
    params: webhookParamsSchema,
    body: rotateWebhookSecretSchema,
    response: newWebhookSecretSchema,
    responseDescription: 'The endpoint and its new secret, shown once',
    errors: { 404: NOT_YOURS },
  })
  rotate(
    @Param('id') id: string,
    @Body() body: RotateWebhookSecretBody,
    @PartnerId() partnerId: string,
  ): Promise<NewWebhookSecret> {
    return this.webhooks.rotate(partnerId, id, body.graceHours);
  }

  @V1('POST', ':id/test', {
    scope: 'webhooks:manage',
    write: true,
    summary: 'Queues a signed `webhook.test` message to the endpoint',
    params: webhookParamsSchema,
    response: webhookDeliverySchema,
    responseDescription: 'The queued message (see the delivery log for its attempts)',
    errors: { 404: NOT_YOURS, 409: 'The endpoint is paused or disabled' },
  })
  test(@Param('id') id: string, @PartnerId() partnerId: string): Promise<WebhookDelivery> {
    return this.webhooks.sendTest(partnerId, id);
  }

  @V1('GET', ':id/deliveries', {
    scope: 'webhooks:manage',
    summary: 'The delivery log: the endpoint’s last 100 messages with their attempts',
    params: webhookParamsSchema,
    response: z.array(webhookDeliverySchema),
    responseDescription: 'The messages, newest first',
    errors: { 404: NOT_YOURS },
  })
  deliveries(@Param('id') id: string, @PartnerId() partnerId: string): Promise<WebhookDelivery[]> {
    return this.webhooks.deliveries(partnerId, id);
  }

  @V1('POST', ':id/deliveries/:deliveryId/replay', {
    scope: 'webhooks:manage',
    write: true,
    summary: 'Sends a logged message again, with the same webhook-id',
    params: webhookDeliveryParamsSchema,
    response: webhookDeliverySchema,
    responseDescription: 'The message, queued again',
    errors: {
      404: `${NOT_YOURS}, or no such message in its log`,
      409: 'The endpoint is paused or disabled, or the message is still being delivered',
    },
  })
  replay(
    @Param('id') id: string,
    @Param('deliveryId') deliveryId: string,
    @PartnerId() partnerId: string,
  ): Promise<WebhookDelivery> {
    return this.webhooks.replay(partnerId, id, deliveryId);
  }
}
