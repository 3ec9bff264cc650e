import { Entity, ForeignKey, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CampaignEntity } from './campaign.entity.js';

/** Which episodes a campaign runs with (episode_id references the content module's episodes). */
@Entity({ name: 'campaign_episodes' })
@Index('IDX_campaign_episodes_episode', ['episodeId'])
export class CampaignEpisodeEntity {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @PrimaryColumn({ name: 'episode_id', type: 'uuid' })
  @ForeignKey('EpisodeEntity', { name: 'campaign_episodes_episode_id_fkey', onDelete: 'CASCADE' })
  episodeId: string;

  @ManyToOne(() => CampaignEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'campaign_id',
    foreignKeyConstraintName: 'campaign_episodes_campaign_id_fkey',
  })
  campaign?: CampaignEntity;
}
