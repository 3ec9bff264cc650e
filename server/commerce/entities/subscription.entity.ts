import {
  Check,
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
import type { BillingInterval } from '../../../shared/billing.js';
import { UserEntity } from '../../auth/entities/user.entity.js';

/** Where a subscription comes from: an administrator's grant, the test provider, Stripe. */
export type SubscriptionSource = 'COMP' | 'TEST' | 'STRIPE';

@Entity({ name: 'subscriptions' })
@Check('CHK_subscriptions_source', `"source" IN ('COMP', 'TEST', 'STRIPE')`)
@Check('CHK_subscriptions_interval', `"billing_interval" IN ('MONTH', 'YEAR')`)
@Check('CHK_subscriptions_language', `"language" IN ('en', 'ar')`)
@Check('CHK_subscriptions_pending_interval', `"pending_interval" IN ('MONTH', 'YEAR')`)
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
  /** The provider's id of the subscription: Stripe's, or the test provider's `test_sub_…`. */
  stripeSubscriptionId: string | null;

  @Column({ type: 'text', default: 'COMP' })
  source: SubscriptionSource;

  @Column({ name: 'billing_interval', type: 'text', nullable: true })
  billingInterval: BillingInterval | null;

  /** The plan a downgrade switches to at the end of the period. */
  @Column({
    name: 'pending_tier',
    type: 'enum',
    enum: TIERS,
    enumName: 'user_tier',
    nullable: true,
  })
  pendingTier: Tier | null;

  /** The billing period a switch to monthly billing takes up at the end of the period. */
  @Column({ name: 'pending_interval', type: 'text', nullable: true })
  pendingInterval: BillingInterval | null;

  /** The edition the member bought in: their billing mails speak it. */
  @Column({ type: 'text', default: 'en' })
  language: 'en' | 'ar';

  /** The provider's version of the state stored here: an older event never overwrites a newer one. */
  @Column({
    name: 'provider_version',
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  providerVersion: number;

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
