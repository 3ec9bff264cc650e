import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** A fan-hero submitter staff blocked: their new heroes are refused. */
@Entity({ name: 'submitter_blocks' })
export class SubmitterBlockEntity {
  /** `user:<account id>` or `browser:<id>` (the signed voter cookie), as heroes name it. */
  @PrimaryColumn({
    type: 'varchar',
    length: 80,
    primaryKeyConstraintName: 'PK_submitter_blocks',
  })
  submitter: string;

  /** Why staff blocked them (staff only). */
  @Column({ type: 'text' })
  reason: string;

  @Column({ name: 'blocked_by', type: 'uuid', nullable: true })
  @ForeignKey('UserEntity', { name: 'submitter_blocks_blocked_by_fkey', onDelete: 'SET NULL' })
  blockedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
