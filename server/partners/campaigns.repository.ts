import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CampaignEntity } from './entities/campaign.entity.js';

@Injectable()
export class CampaignsRepository {
  constructor(
    @InjectRepository(CampaignEntity) private readonly campaigns: Repository<CampaignEntity>,
  ) {}

  /** Every campaign, newest first. */
  listNewest(): Promise<CampaignEntity[]> {
    return this.campaigns.find({ order: { createdAt: 'DESC', startAt: 'DESC', name: 'ASC' } });
  }
}
