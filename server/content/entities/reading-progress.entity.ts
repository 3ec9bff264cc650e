import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpisodeEntity } from './episode.entity.js';

@Entity({ name: 'reading_progress' })
@Unique('UQ_reading_progress_user_episode', ['userId', 'episodeId'])
export class ReadingProgressEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** References users(id); the row goes with the user. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'episode_id', type: 'uuid' })
  episodeId: string;

  @ManyToOne(() => EpisodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episode_id' })
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
