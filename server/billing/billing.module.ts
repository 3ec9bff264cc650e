import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG } from '../common/tokens.js';
import { CommerceModule } from '../commerce/commerce.module.js';
import type { AppConfig } from '../config.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { BillingAdminController, BillingController } from './billing.controller.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService, PAYMENT_PROVIDER } from './billing.service.js';
import type { PaymentProvider } from './provider.js';
import { StripeProvider } from './stripe-provider.js';
import { TestProvider } from './test-provider.js';

/**
 * Paid plans: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, otherwise the
 * built-in test provider, and none in production without Stripe (paid plans are then refused).
 */
@Module({
  imports: [AuthModule, CommerceModule, JobsModule, MailModule],
  controllers: [BillingController, BillingAdminController],
  providers: [
    BillingRepository,
    BillingService,
    TestProvider,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, DataSource, TestProvider],
      useFactory: (
        config: AppConfig,
        dataSource: DataSource,
        test: TestProvider,
      ): PaymentProvider | null => {
        if (config.stripe) {
          return new StripeProvider(
            config.stripe.secretKey,
            config.stripe.webhookSecret,
            dataSource,
            config.stripe.apiUrl,
          );
        }
        return config.nodeEnv === 'production' ? null : test;
      },
    },
  ],
})
export class BillingModule {}
