import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { AccountSessionsController } from './account-sessions.controller.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AUTH_ENTITIES } from './entities/index.js';
import { LocalStrategy } from './local.strategy.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AccountLinks } from './account-links.js';
import { AdminEmailsLog } from './admin-emails.js';
import { EmailVerificationController } from './email-verification.controller.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { AccountTokensRepository } from './tokens/account-tokens.repository.js';
import { UserSessionsRepository } from './user-sessions.repository.js';
import { LoginAttemptsRepository } from './login-attempts.repository.js';
import { LoginProtectionService } from './login-protection.service.js';
import { PasskeysController } from './passkeys.controller.js';
import { PasskeysService } from './passkeys.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** Accounts and sessions. Exports UsersService (findById, findByEmail, ...) for other modules. */
@Module({
  imports: [
    TypeOrmModule.forFeature(AUTH_ENTITIES),
    PassportModule.register({ session: false }),
    JobsModule,
    MailModule,
  ],
  controllers: [
    AuthController,
    ProfileController,
    AccountSessionsController,
    AccountController,
    PasswordResetController,
    EmailVerificationController,
    PasskeysController,
  ],
  providers: [
    UsersRepository,
    UsersService,
    AuthService,
    ProfileService,
    LocalStrategy,
    LoginAttemptsRepository,
    LoginProtectionService,
    AccountTokensRepository,
    UserSessionsRepository,
    AccountSessionsService,
    AccountLinks,
    PasswordResetService,
    EmailVerificationService,
    AccountService,
    PasskeysService,
    AdminEmailsLog,
  ],
  exports: [UsersService],
})
export class AuthModule {}
