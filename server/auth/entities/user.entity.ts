import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { ROLES, type Role, TIERS, type Tier } from '../../../shared/enums.js';

/** A stored account. Never sent as-is: map it with `toPublicUser`. */
@Entity({ name: 'users' })
@Check('users_email_lower_check', '"email" = lower("email")')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always lower-cased, so lookups and uniqueness ignore case. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  username: string | null;

  /** The argon2id hash; not selected unless asked for explicitly. */
  @Column({ type: 'text', select: false })
  password: string;

  @Column({ name: 'first_name', type: 'varchar', length: 80, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 80, nullable: true })
  lastName: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'enum', enum: ROLES, enumName: 'user_role', default: 'USER' })
  role: Role;

  @Column({ type: 'enum', enum: TIERS, enumName: 'user_tier', default: 'FREE' })
  tier: Tier;

  @Column({ name: 'stripe_customer_id', type: 'varchar', length: 255, nullable: true })
  stripeCustomerId: string | null;

  /** When the owner followed the confirmation link mailed to `email`; null until then. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
