import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { TIERS, type Tier } from '../../../shared/enums.js';
import type { PanelBox } from '../../../shared/schemas/admin-episodes.schemas.js';
import type { EpisodePage } from '../../../shared/schemas/content.schemas.js';

/**
 * A page as stored: an uploaded one names its file in the file storage (never sent to readers)
 * and may have panel boxes drawn in the console (sent as the episode's panel data).
 */
export type StoredEpisodePage = EpisodePage & { file?: string; panels?: PanelBox[] };

@Entity({ name: 'episodes' })
export class EpisodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  arc: string | null;

  @Column({ name: 'hero_id', type: 'text', nullable: true })
  heroId: string | null;

  @Column({ name: 'cover_image', type: 'text', nullable: true })
  coverImage: string | null;

  @Column({ type: 'jsonb', default: [] })
  pages: StoredEpisodePage[];

  /** Its number in the arc (episodes made in the console). */
  @Column({ type: 'integer', nullable: true })
  number: number | null;

  @Column({ name: 'title_ar', type: 'text', nullable: true })
  titleAr: string | null;

  @Column({ name: 'description_ar', type: 'text', nullable: true })
  descriptionAr: string | null;

  /** The arc's name in Arabic (episodes made in the console); null: the arc as it is. */
  @Column({ name: 'arc_ar', type: 'text', nullable: true })
  arcAr: string | null;

  /** The uploaded cover's key in the file storage (served at /api/episodes/{slug}/cover). */
  @Column({ name: 'cover_file', type: 'varchar', length: 300, nullable: true })
  coverFile: string | null;

  @Column({
    name: 'required_tier',
    type: 'enum',
    enum: TIERS,
    enumName: 'user_tier',
    default: 'FREE',
  })
  requiredTier: Tier;

  @Column({ name: 'release_at', type: 'timestamptz', nullable: true })
  releaseAt: Date | null;

  @Column({ name: 'lock_until', type: 'timestamptz', nullable: true })
  lockUntil: Date | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
