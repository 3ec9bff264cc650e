import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CampaignEntity } from './campaign.entity.js';

/** Which episodes a campaign runs with (episode_id references the content module's episodes). */
@Entity({ name: 'campaign_episodes' })
export class CampaignEpisodeEntity {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @PrimaryColumn({ name: 'episode_id', type: 'uuid' })
  episodeId: string;

  @ManyToOne(() => CampaignEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: CampaignEntity;
}
