import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PartnerAccountController } from './accounts/partner-account.controller.js';
import { PartnerAccountsService } from './accounts/partner-accounts.service.js';
import { PartnerMemberGuard } from './accounts/partner-member.guard.js';
import { PartnerReviewController } from './accounts/partner-review.controller.js';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignsRepository } from './campaigns.repository.js';
import { CampaignsService } from './campaigns.service.js';
import { PARTNERS_ENTITIES } from './entities/index.js';
import { PartnershipsController } from './partnerships.controller.js';
import { PartnersRepository } from './partners.repository.js';
import { PartnershipsService } from './partnerships.service.js';

@Module({
  imports: [TypeOrmModule.forFeature(PARTNERS_ENTITIES), AuthModule, JobsModule, MailModule],
  controllers: [
    PartnershipsController,
    CampaignsController,
    PartnerReviewController,
    PartnerAccountController,
  ],
  providers: [
    PartnersRepository,
    PartnershipsService,
    CampaignsRepository,
    CampaignsService,
    PartnerAccountsService,
    PartnerMemberGuard,
    RolesGuard,
  ],
})
export class PartnersModule {}
