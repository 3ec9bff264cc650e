import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

/**
 * One staff action: who did it (the account, and its address at that moment, kept when the account
 * goes), when, what, on which record, and that record before and after. Written in the transaction
 * of the action itself, so the log never shows an action that did not happen, nor misses one.
 */
@Entity({ name: 'audit_log' })
@Index('IDX_audit_log_created_at', ['createdAt'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'audit_log_pkey' })
  id: string;

  /** References users(id); an entry stays, with no account, when its author's account is deleted. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  @ForeignKey('UserEntity', { name: 'audit_log_actor_id_fkey', onDelete: 'SET NULL' })
  actorId: string | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 254 })
  actorEmail: string;

  /** What was done, e.g. `member.tier`, `member.delete`. */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** The kind of record and its id, e.g. `user` and the account's id. */
  @Column({ name: 'target_type', type: 'varchar', length: 32 })
  targetType: string;

  @Column({ name: 'target_id', type: 'varchar', length: 200 })
  targetId: string;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
