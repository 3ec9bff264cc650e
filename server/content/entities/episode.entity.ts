import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { TIERS, type Tier } from '../../../shared/enums.js';
import type { EpisodePage } from '../../../shared/schemas/content.schemas.js';

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
  pages: EpisodePage[];

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
