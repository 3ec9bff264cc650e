import {
  applyDecorators,
  Body,
  Controller,
  Param,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
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
import {
  type CampaignReport,
  campaignReportSchema,
  type ConversionBody,
  type ConversionResult,
  conversionResultSchema,
  conversionSchema,
  type ReportQuery,
  reportQuerySchema,
} from '../../../shared/schemas/measurement.schemas.js';
import { MeasurementService } from '../measurement/measurement.service.js';
import { reportCsv, ReportsService } from '../reports/reports.service.js';

/** The security scheme of the partner API in the OpenAPI document. */
export const PARTNER_KEY_SCHEME = 'partner-key';

type V1Options = Omit<EndpointOptions, 'tag' | 'guards' | 'signedIn' | 'throttled'> & {
  scope?: ApiKeyScope;
  write?: boolean;
};

/** A partner API route: a key (with `scope`) or a partner's session, rate limited per key. */
export function V1(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: V1Options,
): MethodDecorator {
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
    private readonly reports: ReportsService,
    private readonly measurement: MeasurementService,
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

  @V1('GET', 'campaigns/:id/report', {
    scope: 'reports:read',
    summary: 'A campaign’s report: per day or in total, optionally broken down',
    description:
      'Read from the daily rollups. Dates are UTC days; by default the campaign’s flight up to today. The portal shows the same numbers.',
    params: campaignParamsSchema,
    query: reportQuerySchema,
    response: campaignReportSchema,
    responseDescription: 'The report',
    errors: { 404: NOT_YOURS },
  })
  report(
    @Param('id') id: string,
    @Query() query: ReportQuery,
    @PartnerId() partnerId: string,
  ): Promise<CampaignReport> {
    return this.reports.report(partnerId, id, query);
  }

  @V1('GET', 'campaigns/:id/report.csv', {
    scope: 'reports:read',
    summary: 'The same report as CSV',
    params: campaignParamsSchema,
    query: reportQuerySchema,
    produces: 'text/csv',
    response: z.string(),
    responseDescription: 'The report, one line per row, then the totals, budget and spend',
    errors: { 404: NOT_YOURS },
  })
  async reportCsv(
    @Param('id') id: string,
    @Query() query: ReportQuery,
    @PartnerId() partnerId: string,
    @Res() res: Response,
  ): Promise<void> {
    const report = await this.reports.report(partnerId, id, query);
    res
      .type('text/csv; charset=utf-8')
      .setHeader(
        'Content-Disposition',
        `attachment; filename="report-${id}-${report.from}-${report.to}.csv"`,
      );
    res.send(reportCsv(report));
  }

  @V1('POST', 'conversions', {
    scope: 'campaigns:write',
    write: true,
    summary: 'Reports a conversion for a click on one of the partner’s sponsor units',
    description:
      'The click id reaches the partner’s site as the abtal_click parameter of the call to action. Each click converts once.',
    body: conversionSchema,
    response: conversionResultSchema,
    responseDescription: 'The campaign credited, and whether this conversion was counted',
    errors: { 404: 'No click with this id on the partner’s campaigns' },
  })
  convert(@Body() body: ConversionBody, @PartnerId() partnerId: string): Promise<ConversionResult> {
    return this.measurement.convert(partnerId, body.clickId);
  }
}
