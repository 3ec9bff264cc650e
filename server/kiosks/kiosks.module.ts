import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { KIOSKS_ENTITIES } from './entities/index.js';
import { KioskCredentialsService } from './kiosk-credentials.service.js';
import { KiosksController } from './kiosks.controller.js';
import { KiosksRepository } from './kiosks.repository.js';
import { KiosksService } from './kiosks.service.js';

/** Kiosk units: their credentials, heartbeats and the ADMIN list of which station is dark. */
@Module({
  // AuthModule: RolesGuard reads the account's role; AdminModule: the audit log.
  imports: [AuthModule, AdminModule, TypeOrmModule.forFeature(KIOSKS_ENTITIES)],
  controllers: [KiosksController],
  providers: [KiosksRepository, KiosksService, KioskCredentialsService, RolesGuard],
})
export class KiosksModule {}
