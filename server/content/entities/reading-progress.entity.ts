import {
  Check,
  Column,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { EpisodeEntity } from './episode.entity.js';

@Entity({ name: 'reading_progress' })
@Index('IDX_reading_progress_episode', ['episodeId'])
@Check('CHK_reading_progress_page', '"current_page" >= 1 AND "current_page" <= "total_pages"')
@Unique('UQ_reading_progress_user_episode', ['userId', 'episodeId'])
export class ReadingProgressEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** References users(id); the row goes with the user. */
  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('UserEntity', { name: 'reading_progress_user_id_fkey', onDelete: 'CASCADE' })
  userId: string;

  @Column({ name: 'episode_id', type: 'uuid' })
  episodeId: string;

  @ManyToOne(() => EpisodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episode_id', foreignKeyConstraintName: 'reading_progress_episode_id_fkey' })
  episode?: EpisodeEntity;

  @Column({ name: 'current_page', type: 'integer', default: 1 })
  currentPage: number;

  @Column({ name: 'total_pages', type: 'integer' })
  totalPages: number;

  @Column({ type: 'boolean', default: false })
  completed: boolean;

  @Column({ name: 'last_read_at', type: 'timestamptz', default: () => 'now()' })
  lastReadAt: Date;
}
