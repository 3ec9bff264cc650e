import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { EpisodeEntity } from './episode.entity.js';

/** Merchandise promoted at the end of an episode (merch_id references the commerce module's table). */
@Entity({ name: 'episode_merch' })
export class EpisodeMerchEntity {
  @PrimaryColumn({ name: 'episode_id', type: 'uuid' })
  episodeId: string;

  @PrimaryColumn({ name: 'merch_id', type: 'uuid' })
  merchId: string;

  @ManyToOne(() => EpisodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episode_id' })
  episode?: EpisodeEntity;

  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;

  @Column({ name: 'cta_text', type: 'text', default: 'Shop Now' })
  ctaText: string;

  @Column({ name: 'discount_percent', type: 'integer', default: 0 })
  discountPercent: number;
}
