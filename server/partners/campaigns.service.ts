import { Injectable } from '@nestjs/common';
import type { Campaign, CampaignMetrics } from '../../shared/schemas/partners.schemas.js';
import { PartnerAccountsService } from './accounts/partner-accounts.service.js';
import { CampaignsRepository } from './campaigns.repository.js';
import type { CampaignEntity } from './entities/campaign.entity.js';

/** A KPI as a whole number; missing or malformed values count as 0. */
function kpi(kpis: Record<string, unknown> | null, key: keyof CampaignMetrics): number {
  const value = Number(kpis?.[key]);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

const toCampaign = (campaign: CampaignEntity): Campaign => ({
  id: campaign.id,
  name: campaign.name,
  description: campaign.description ?? '',
  status: campaign.status,
  metrics: {
    impressions: kpi(campaign.kpis, 'impressions'),
    clicks: kpi(campaign.kpis, 'clicks'),
    conversions: kpi(campaign.kpis, 'conversions'),
  },
});

@Injectable()
export class CampaignsService {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly accounts: PartnerAccountsService,
  ) {}

  /** The campaigns of the account's partner; none for an account that belongs to no partner. */
  async list(userId: string): Promise<Campaign[]> {
    const partnerId = await this.accounts.partnerOf(userId);
    if (!partnerId) return [];
    return (await this.campaigns.listNewest(partnerId)).map(toCampaign);
  }
}
