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
import type { Edition } from '../../mail/edition.js';
import { EpisodeEntity } from './episode.entity.js';

/** A member's "Remind me" on an episode that is not out for them yet. */
@Entity({ name: 'episode_reminders' })
@Index('IDX_episode_reminders_episode', ['episodeId'])
@Check('CHK_episode_reminders_language', `"language" IN ('en', 'ar')`)
export class EpisodeReminderEntity {
  /** References users(id); the wish goes with the user. */
  @PrimaryColumn({
    name: 'user_id',
    type: 'uuid',
    primaryKeyConstraintName: 'episode_reminders_pkey',
  })
  @ForeignKey('UserEntity', { name: 'episode_reminders_user_id_fkey', onDelete: 'CASCADE' })
  userId: string;

  @PrimaryColumn({
    name: 'episode_id',
    type: 'uuid',
    primaryKeyConstraintName: 'episode_reminders_pkey',
  })
  episodeId: string;

  @ManyToOne(() => EpisodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episode_id', foreignKeyConstraintName: 'episode_reminders_episode_id_fkey' })
  episode?: EpisodeEntity;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** The edition the reminder was set in: its mail speaks that language. */
  @Column({ type: 'text', default: 'en' })
  language: Edition;

  /** When the unlock mail was queued (null: not yet); it goes once. */
  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt: Date | null;
}
