import { Module } from '@nestjs/common';
import { RolesGuard } from '../common/roles.guard.js';
import { KiosksController } from './kiosks.controller.js';
import { KiosksService } from './kiosks.service.js';

/** Kiosk units: heartbeats and the ADMIN list of which station is dark. */
@Module({
  controllers: [KiosksController],
  providers: [KiosksService, RolesGuard],
})
export class KiosksModule {}
