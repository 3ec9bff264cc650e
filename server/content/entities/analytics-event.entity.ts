import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

@Entity({ name: 'analytics_events' })
@Index('IDX_analytics_events_type_created', ['eventType', 'createdAt'])
@Index('IDX_analytics_events_user', ['userId'])
@Index('IDX_analytics_events_visitor', ['visitorHash', 'campaignId', 'eventType', 'createdAt'])
export class AnalyticsEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** References users(id); kept as null when the user is deleted. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  @ForeignKey('UserEntity', { name: 'analytics_events_user_id_fkey', onDelete: 'SET NULL' })
  userId: string | null;

  @Column({ name: 'event_type', type: 'text' })
  eventType: string;

  @Column({ name: 'event_data', type: 'jsonb', nullable: true })
  eventData: Record<string, unknown> | null;

  @Column({ name: 'session_id', type: 'text', nullable: true })
  sessionId: string | null;

  @Column({ name: 'ip_address', type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  /** The sponsored campaign the event is about. */
  @Column({ name: 'campaign_id', type: 'uuid', nullable: true })
  campaignId: string | null;

  /** SHA-256 of the day's random salt, the client address and its user agent: never the address. */
  @Column({ name: 'visitor_hash', type: 'varchar', length: 64, nullable: true })
  visitorHash: string | null;

  /** The visitor's first event of this kind for the campaign within 30 minutes. */
  @Column({ name: 'is_unique', type: 'boolean', default: false })
  isUnique: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
