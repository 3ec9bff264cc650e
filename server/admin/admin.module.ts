import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { CommerceModule } from '../commerce/commerce.module.js';
import { ContentModule } from '../content/content.module.js';
import { HeroEntity } from '../community/entities/hero.entity.js';
import { SubmitterBlockEntity } from '../community/entities/submitter-block.entity.js';
import { EpisodeEntity } from '../content/entities/episode.entity.js';
import { MailModule } from '../mail/mail.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { UploadProgressService } from '../uploads/upload-progress.js';
import { UploadsController } from '../uploads/uploads.controller.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';
import { AuditLogModule } from './audit-log.module.js';
import { EpisodeEditorController } from './episode-editor.controller.js';
import { EpisodeEditorService } from './episode-editor.service.js';
import { EpisodePreviewController } from './episode-preview.controller.js';
import { EpisodePreviewService } from './episode-preview.service.js';
import { HeroModerationController } from './hero-moderation.controller.js';
import { HeroModerationService } from './hero-moderation.service.js';
import { ADMIN_ENTITIES } from './entities/index.js';
import { MembersRepository } from './members.repository.js';

/** The operations console's API: members, releases, moderation, page uploads, the audit log; ADMIN accounts only. */
@Module({
  imports: [
    AuditLogModule,
    AuthModule,
    CommerceModule,
    ContentModule,
    MailModule,
    StorageModule,
    TypeOrmModule.forFeature([
      ...ADMIN_ENTITIES,
      UserEntity,
      HeroEntity,
      SubmitterBlockEntity,
      EpisodeEntity,
    ]),
  ],
  controllers: [
    AdminController,
    EpisodeEditorController,
    EpisodePreviewController,
    HeroModerationController,
    UploadsController,
  ],
  providers: [
    AdminService,
    EpisodeEditorService,
    EpisodePreviewService,
    HeroModerationService,
    MembersRepository,
    RolesGuard,
    UploadProgressService,
    UploadsService,
  ],
  exports: [AdminService, AuditLogModule],
})
export class AdminModule {}
