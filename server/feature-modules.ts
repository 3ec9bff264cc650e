import type { Type } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { CommerceModule } from './commerce/commerce.module.js';
import { AcademyModule } from './academy/academy.module.js';
import { CommunityModule } from './community/community.module.js';
import { ContentModule } from './content/content.module.js';
import { PartnersModule } from './partners/partners.module.js';
import { KiosksModule } from './kiosks/kiosks.module.js';
import { AdminModule } from './admin/admin.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MailModule } from './mail/mail.module.js';
import { BillingModule } from './billing/billing.module.js';

/** The product's feature modules (auth, content, academy, community, commerce, billing, partners) and the job queue and mail. */
export const FEATURE_MODULES: Type[] = [
  JobsModule,
  MailModule,
  AuthModule,
  CommerceModule,
  ContentModule,
  CommunityModule,
  AcademyModule,
  PartnersModule,
  KiosksModule,
  AdminModule,
  BillingModule,
];
