import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  TIERS,
  type Tier,
} from '../../../shared/enums.js';
import { UserEntity } from '../../auth/entities/user.entity.js';

@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_subscriptions_user_id')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'subscriptions_user_id_fkey' })
  user?: UserEntity;

  @Column({
    name: 'stripe_subscription_id',
    type: 'varchar',
    length: 255,
    nullable: true,
    unique: true,
  })
  stripeSubscriptionId: string | null;

  @Column({ type: 'enum', enum: TIERS, enumName: 'user_tier' })
  tier: Tier;

  @Column({
    type: 'enum',
    enum: SUBSCRIPTION_STATUSES,
    enumName: 'subscription_status',
    default: 'ACTIVE',
  })
  status: SubscriptionStatus;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
