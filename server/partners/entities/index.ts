import { CampaignEpisodeEntity } from './campaign-episode.entity.js';
import { CampaignEntity } from './campaign.entity.js';
import { PartnerEntity } from './partner.entity.js';

export const PARTNERS_ENTITIES = [PartnerEntity, CampaignEntity, CampaignEpisodeEntity];
