import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignsRepository } from './campaigns.repository.js';
import { CampaignsService } from './campaigns.service.js';
import { PARTNERS_ENTITIES } from './entities/index.js';
import { PartnershipsController } from './partnerships.controller.js';
import { PartnersRepository } from './partners.repository.js';
import { PartnershipsService } from './partnerships.service.js';

@Module({
  imports: [TypeOrmModule.forFeature(PARTNERS_ENTITIES)],
  controllers: [PartnershipsController, CampaignsController],
  providers: [PartnersRepository, PartnershipsService, CampaignsRepository, CampaignsService],
})
export class PartnersModule {}
