import {
  Check,
  Column,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { EpisodeEntity } from './episode.entity.js';

/** Merchandise promoted at the end of an episode (merch_id references the commerce module's table). */
@Entity({ name: 'episode_merch' })
@Index('IDX_episode_merch_merch', ['merchId'])
@Check('episode_merch_discount_percent_check', '"discount_percent" BETWEEN 0 AND 100')
export class EpisodeMerchEntity {
  @PrimaryColumn({ name: 'episode_id', type: 'uuid' })
  episodeId: string;

  @PrimaryColumn({ name: 'merch_id', type: 'uuid' })
  @ForeignKey('MerchandiseEntity', { name: 'episode_merch_merch_id_fkey', onDelete: 'CASCADE' })
  merchId: string;

  @ManyToOne(() => EpisodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episode_id', foreignKeyConstraintName: 'episode_merch_episode_id_fkey' })
  episode?: EpisodeEntity;

  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;

  @Column({ name: 'cta_text', type: 'text', default: 'Shop Now' })
  ctaText: string;

  @Column({ name: 'discount_percent', type: 'integer', default: 0 })
  discountPercent: number;
}
