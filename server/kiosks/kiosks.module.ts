import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { KIOSKS_ENTITIES } from './entities/index.js';
import { KiosksController } from './kiosks.controller.js';
import { KiosksRepository } from './kiosks.repository.js';
import { KiosksService } from './kiosks.service.js';

/** Kiosk units: heartbeats and the ADMIN list of which station is dark. */
@Module({
  // AuthModule: RolesGuard reads the account's role.
  imports: [AuthModule, TypeOrmModule.forFeature(KIOSKS_ENTITIES)],
  controllers: [KiosksController],
  providers: [KiosksRepository, KiosksService, RolesGuard],
})
export class KiosksModule {}
