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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
