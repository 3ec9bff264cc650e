import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { CommerceModule } from '../commerce/commerce.module.js';
import { ContentModule } from '../content/content.module.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';

/** Account administration for ADMIN accounts: lookup by email, tier grants. */
@Module({
  imports: [AuthModule, CommerceModule, ContentModule],
  controllers: [AdminController],
  providers: [AdminService, RolesGuard],
})
export class AdminModule {}
