import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { HeroStatus } from '../../../shared/enums.js';

/** A hero idea a fan submitted, held until staff approve it. */
// Newest first (created_at DESC): TypeORM cannot declare a descending index, so the migration owns it.
@Index('IDX_heroes_created', { synchronize: false })
@Index('IDX_heroes_status_created', ['status', 'createdAt'])
@Index('IDX_heroes_user', ['userId'])
@Index('IDX_heroes_submitter', ['submitter'])
@Check('CHK_heroes_status', `"status" IN ('PENDING', 'APPROVED', 'REJECTED', 'HIDDEN')`)
@Entity({ name: 'heroes' })
export class HeroEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  element: string;

  @Column({ type: 'text' })
  origin: string;

  @Column({ type: 'varchar', length: 16, default: 'PENDING' })
  status: HeroStatus;

  /** The word filter found a listed word: staff see it first. */
  @Column({ type: 'boolean', default: false })
  flagged: boolean;

  /** How many times visitors reported it (counted in SQL). */
  @Column({ type: 'integer', default: 0 })
  reports: number;

  /** Why staff rejected or hid it, shown to the submitter. */
  @Column({ name: 'moderation_reason', type: 'text', nullable: true })
  moderationReason: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** The account that submitted it, when one was signed in; its heroes go with it. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  @ForeignKey('UserEntity', { name: 'heroes_user_id_fkey', onDelete: 'CASCADE' })
  userId: string | null;

  /**
   * Who submitted it: `user:<account id>` or `browser:<id>` (the signed voter cookie; never an IP).
   * Staff block a submitter by this name. Heroes from before blocking existed may have none.
   */
  @Column({ type: 'varchar', length: 80, nullable: true })
  submitter: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
