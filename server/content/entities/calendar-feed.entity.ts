import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** A member's private calendar link: the token in it names the member, nothing else does. */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeedEntity {
  /** References users(id); the feed goes with the user. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'calendar_feeds_pkey' })
  @ForeignKey('UserEntity', { name: 'calendar_feeds_user_id_fkey', onDelete: 'CASCADE' })
  userId: string;

  @Column({ type: 'text', unique: true })
  token: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
