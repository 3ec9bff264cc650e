import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { CommerceModule } from '../commerce/commerce.module.js';
import { ContentModule } from '../content/content.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';
import { AuditLogService } from './audit-log.service.js';
import { ADMIN_ENTITIES } from './entities/index.js';
import { MembersRepository } from './members.repository.js';

/** The operations console's API: members, releases, the audit log; ADMIN accounts only. */
@Module({
  imports: [
    AuthModule,
    CommerceModule,
    ContentModule,
    MailModule,
    TypeOrmModule.forFeature([...ADMIN_ENTITIES, UserEntity]),
  ],
  controllers: [AdminController],
  providers: [AdminService, AuditLogService, MembersRepository, RolesGuard],
})
export class AdminModule {}
