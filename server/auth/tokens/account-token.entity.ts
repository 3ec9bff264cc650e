import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

export type TokenPurpose = 'password_reset' | 'email_verify' | 'email_change';

/**
 * A single-use token sent by mail (password reset, e-mail verification or change). Only its
 * SHA-256 hash is stored: the database alone cannot be used to reset a password.
 */
@Entity({ name: 'account_tokens' })
@Index('IDX_account_tokens_user', ['userId', 'purpose'])
export class AccountTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** References users(id); the tokens go with the account. */
  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('UserEntity', { name: 'FK_account_tokens_user', onDelete: 'CASCADE' })
  userId: string;

  @Column({ type: 'varchar', length: 20 })
  purpose: TokenPurpose;

  /** Hex SHA-256 of the token the mail carries. */
  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  /** The address an `email_change` token moves the account to. */
  @Column({ name: 'new_email', type: 'varchar', length: 254, nullable: true })
  newEmail: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
