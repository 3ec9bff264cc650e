import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CampaignEntity } from './entities/campaign.entity.js';

@Injectable()
export class CampaignsRepository {
  constructor(
    @InjectRepository(CampaignEntity) private readonly campaigns: Repository<CampaignEntity>,
  ) {}

  /** A partner's campaigns, newest first. */
  listNewest(partnerId: string): Promise<CampaignEntity[]> {
    return this.campaigns.find({
      where: { partnerId },
      order: { createdAt: 'DESC', startAt: 'DESC', name: 'ASC' },
    });
  }
}
