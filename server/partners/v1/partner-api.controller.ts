import { applyDecorators, Body, Controller, Param, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiHeader } from '@nestjs/swagger';
import { z } from 'zod';
import type { ApiKeyScope } from '../../../shared/schemas/api-keys.schemas.js';
import {
  type PartnerAccount,
  partnerAccountSchema,
} from '../../../shared/schemas/partner-accounts.schemas.js';
import {
  type CampaignDraftBody,
  campaignDraftSchema,
  campaignParamsSchema,
  type PartnerCampaign,
  partnerCampaignSchema,
} from '../../../shared/schemas/partner-api.schemas.js';
import { Endpoint, type EndpointOptions } from '../../common/endpoint.js';
import { SESSION_COOKIE_NAME } from '../../common/session.js';
import { PartnerAccountsService } from '../accounts/partner-accounts.service.js';
import { PartnerId } from '../accounts/partner-member.guard.js';
import { INVALID_KEY, PartnerApiGuard, RequireScope } from '../keys/partner-api.guard.js';
import { IDEMPOTENCY_HEADER, IdempotencyInterceptor } from './idempotency.interceptor.js';
import { PartnerCampaignsService } from './partner-campaigns.service.js';

/** The security scheme of the partner API in the OpenAPI document. */
export const PARTNER_KEY_SCHEME = 'partner-key';

type V1Options = Omit<EndpointOptions, 'tag' | 'guards' | 'signedIn' | 'throttled'> & {
  scope?: ApiKeyScope;
  write?: boolean;
};

/** A partner API route: a key (with `scope`) or a partner's session, rate limited per key. */
function V1(method: 'GET' | 'POST' | 'PUT', path: string, options: V1Options): MethodDecorator {
  const { scope, write, ...rest } = options;
  return applyDecorators(
    Endpoint(method, path, {
      ...rest,
      tag: 'partner-api',
      guards: [PartnerApiGuard],
      errors: {
        401: INVALID_KEY,
        403: scope
          ? `The key does not have the scope ${scope}, or the session is not a partner's account`
          : "The session is not a partner's account",
        429: 'Too many requests with this key (see the RateLimit and Retry-After headers)',
        ...(write ? { 409: `The ${IDEMPOTENCY_HEADER} was used with another request` } : {}),
        ...rest.errors,
      },
    }),
    ...(scope ? [RequireScope(scope)] : []),
    ApiBearerAuth(PARTNER_KEY_SCHEME),
    ApiCookieAuth(SESSION_COOKIE_NAME),
    ...(write
      ? [
          UseInterceptors(IdempotencyInterceptor),
          ApiHeader({
            name: IDEMPOTENCY_HEADER,
            required: false,
            description:
              'Any unique string (up to 200 visible characters): a repeat of the request with it gets the first answer again for 24 hours instead of running twice.',
            schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,200}$' },
          }),
        ]
      : []),
  );
}

const NOT_YOURS = 'No campaign with this id belongs to the partner';

/** The versioned partner API: the partner, its users and its own campaigns. */
@Controller('partner/v1')
export class PartnerApiController {
  constructor(
    private readonly accounts: PartnerAccountsService,
    private readonly campaigns: PartnerCampaignsService,
  ) {}

  @V1('GET', 'partner', {
    summary: 'The partner the key belongs to, with its users',
    response: partnerAccountSchema,
    responseDescription: 'The partner',
  })
  partner(@PartnerId() partnerId: string): Promise<PartnerAccount> {
    return this.accounts.account(partnerId);
  }

  @V1('GET', 'campaigns', {
    scope: 'campaigns:read',
    summary: "The partner's own campaigns, newest first",
    response: z.array(partnerCampaignSchema),
    responseDescription: 'The campaigns',
  })
  list(@PartnerId() partnerId: string): Promise<PartnerCampaign[]> {
    return this.campaigns.list(partnerId);
  }

  @V1('GET', 'campaigns/:id', {
    scope: 'campaigns:read',
    summary: 'One of the partner’s campaigns',
    params: campaignParamsSchema,
    response: partnerCampaignSchema,
    responseDescription: 'The campaign',
    errors: { 404: NOT_YOURS },
  })
  get(@Param('id') id: string, @PartnerId() partnerId: string): Promise<PartnerCampaign> {
    return this.campaigns.get(partnerId, id);
  }

  @V1('POST', 'campaigns', {
    scope: 'campaigns:write',
    write: true,
    summary: 'Creates a campaign draft (status DRAFT)',
    body: campaignDraftSchema,
    status: 201,
    response: partnerCampaignSchema,
    responseDescription: 'The draft',
    errors: { 404: 'A linked episode does not exist' },
  })
  create(
    @Body() body: CampaignDraftBody,
    @PartnerId() partnerId: string,
  ): Promise<PartnerCampaign> {
    return this.campaigns.create(partnerId, body);
  }

  @V1('PUT', 'campaigns/:id', {
    scope: 'campaigns:write',
    write: true,
    summary: 'Replaces a draft’s fields (DRAFT only)',
    params: campaignParamsSchema,
    body: campaignDraftSchema,
    response: partnerCampaignSchema,
    responseDescription: 'The draft',
    errors: {
      404: `${NOT_YOURS}, or a linked episode does not exist`,
      409: `The campaign is no longer a draft, or the ${IDEMPOTENCY_HEADER} was used with another request`,
    },
  })
  update(
    @Param('id') id: string,
    @Body() body: CampaignDraftBody,
    @PartnerId() partnerId: string,
  ): Promise<PartnerCampaign> {
    return this.campaigns.update(partnerId, id, body);
  }

  @V1('POST', 'campaigns/:id/submit', {
    scope: 'campaigns:write',
    write: true,
    summary: 'Submits a draft for review: DRAFT -> PENDING',
    description:
      'A reviewer then approves it (APPROVED, or ACTIVE once it has started, with approvedAt and approvedBy) or cancels it (CANCELLED).',
    params: campaignParamsSchema,
    response: partnerCampaignSchema,
    responseDescription: 'The campaign, PENDING',
    errors: {
      404: NOT_YOURS,
      409: `The campaign is not a draft, or the ${IDEMPOTENCY_HEADER} was used with another request`,
    },
  })
  submit(@Param('id') id: string, @PartnerId() partnerId: string): Promise<PartnerCampaign> {
    return this.campaigns.submit(partnerId, id);
  }
}
