import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogModule } from '../admin/audit-log.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PartnerAccountController } from './accounts/partner-account.controller.js';
import { PartnerAccountsService } from './accounts/partner-accounts.service.js';
import { PartnerMemberGuard } from './accounts/partner-member.guard.js';
import { PartnerReviewController } from './accounts/partner-review.controller.js';
import { CampaignReviewController } from './campaign-review.controller.js';
import { CampaignReviewService } from './campaign-review.service.js';
import { ApiKeysController } from './keys/api-keys.controller.js';
import { ApiKeysService } from './keys/api-keys.service.js';
import { PartnerApiGuard, PartnerApiLimits } from './keys/partner-api.guard.js';
import { EventsController } from './measurement/events.controller.js';
import { MeasurementService } from './measurement/measurement.service.js';
import { ReportsService } from './reports/reports.service.js';
import { IdempotencyInterceptor } from './v1/idempotency.interceptor.js';
import { PartnerApiController } from './v1/partner-api.controller.js';
import { PartnerCampaignsService } from './v1/partner-campaigns.service.js';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignsRepository } from './campaigns.repository.js';
import { CampaignsService } from './campaigns.service.js';
import { PARTNERS_ENTITIES } from './entities/index.js';
import { PartnershipsController } from './partnerships.controller.js';
import { PartnersRepository } from './partners.repository.js';
import { SponsorUnitsController } from './sponsors/sponsor-units.controller.js';
import { SponsorUnitsService } from './sponsors/sponsor-units.service.js';
import { PartnershipsService } from './partnerships.service.js';
import { WebhookDelivery } from './webhooks/webhook-delivery.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature(PARTNERS_ENTITIES),
    AuditLogModule,
    AuthModule,
    JobsModule,
    MailModule,
  ],
  controllers: [
    PartnershipsController,
    CampaignsController,
    PartnerReviewController,
    PartnerAccountController,
    CampaignReviewController,
    ApiKeysController,
    PartnerApiController,
    EventsController,
    WebhooksController,
    SponsorUnitsController,
  ],
  providers: [
    PartnersRepository,
    PartnershipsService,
    CampaignsRepository,
    CampaignsService,
    PartnerAccountsService,
    PartnerMemberGuard,
    RolesGuard,
    ApiKeysService,
    PartnerApiGuard,
    PartnerApiLimits,
    IdempotencyInterceptor,
    PartnerCampaignsService,
    CampaignReviewService,
    MeasurementService,
    ReportsService,
    WebhooksService,
    WebhookDelivery,
    SponsorUnitsService,
  ],
})
export class PartnersModule {}
