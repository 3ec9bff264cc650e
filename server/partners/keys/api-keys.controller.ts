import { Body, Controller, Param } from '@nestjs/common';
import { z } from 'zod';
import {
  type ApiKey,
  apiKeyParamsSchema,
  apiKeySchema,
  type ApiKeyUse,
  apiKeyUseSchema,
  type CreateApiKeyBody,
  createApiKeySchema,
  type NewApiKey,
  newApiKeySchema,
  type RollApiKeyBody,
  rollApiKeySchema,
} from '../../../shared/schemas/api-keys.schemas.js';
import { Endpoint } from '../../common/endpoint.js';
import { SessionUserId } from '../../common/session-user-id.decorator.js';
import { PARTNER_ONLY, PartnerId, PartnerMemberGuard } from '../accounts/partner-member.guard.js';
import { ApiKeysService } from './api-keys.service.js';

const MEMBER_ONLY = {
  tag: 'partners',
  signedIn: true as const,
  guards: [PartnerMemberGuard],
};
const WRITE_403 = `${PARTNER_ONLY}, or the request comes from another site`;

/** The partner portal's API keys (for the signed-in accounts of a partner). */
@Controller('partner/keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Endpoint('GET', '', {
    ...MEMBER_ONLY,
    summary: "The partner's API keys, newest first (never their secrets)",
    response: z.array(apiKeySchema),
    responseDescription: 'The keys',
    errors: { 403: PARTNER_ONLY },
  })
  list(@PartnerId() partnerId: string): Promise<ApiKey[]> {
    return this.keys.list(partnerId);
  }

  @Endpoint('POST', '', {
    ...MEMBER_ONLY,
    summary: 'Creates an API key with a name, scopes and an expiry (at most one year)',
    description:
      'The answer carries the key itself, `secret`, this once: only its hash is kept. Send it as `Authorization: Bearer <key>`.',
    body: createApiKeySchema,
    status: 201,
    response: newApiKeySchema,
    responseDescription: 'The key, with its secret shown once',
    errors: { 403: WRITE_403 },
  })
  create(
    @Body() body: CreateApiKeyBody,
    @PartnerId() partnerId: string,
    @SessionUserId() userId: string,
  ): Promise<NewApiKey> {
    return this.keys.create(partnerId, userId, body);
  }

  @Endpoint('POST', ':id/revoke', {
    ...MEMBER_ONLY,
    summary: 'Revokes an API key: refused on every server from the next request',
    params: apiKeyParamsSchema,
    response: apiKeySchema,
    responseDescription: 'The revoked key',
    errors: { 403: WRITE_403, 404: 'API key not found' },
  })
  revoke(@Param('id') id: string, @PartnerId() partnerId: string): Promise<ApiKey> {
    return this.keys.revoke(partnerId, id);
  }

  @Endpoint('POST', ':id/roll', {
    ...MEMBER_ONLY,
    summary: 'Rolls an API key: a new key, the old one working for a grace period',
    params: apiKeyParamsSchema,
    body: rollApiKeySchema,
    response: newApiKeySchema,
    responseDescription: 'The new key, with its secret shown once',
    errors: {
      403: WRITE_403,
      404: 'API key not found',
      409: 'The key is revoked or expired',
    },
  })
  roll(
    @Param('id') id: string,
    @Body() body: RollApiKeyBody,
    @PartnerId() partnerId: string,
    @SessionUserId() userId: string,
  ): Promise<NewApiKey> {
    return this.keys.roll(partnerId, userId, id, body.graceHours);
  }

  @Endpoint('GET', ':id/usage', {
    ...MEMBER_ONLY,
    summary: "An API key's requests of the last 30 days, newest first",
    params: apiKeyParamsSchema,
    response: z.array(apiKeyUseSchema),
    responseDescription: 'The requests (at most 1000)',
    errors: { 403: PARTNER_ONLY, 404: 'API key not found' },
  })
  usage(@Param('id') id: string, @PartnerId() partnerId: string): Promise<ApiKeyUse[]> {
    return this.keys.usage(partnerId, id);
  }
}
