import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One unit of work to run later or to survive a crash (a mail, a webhook delivery, ...): claimed by
 * one worker at a time with `FOR UPDATE SKIP LOCKED` (see jobs.repository.ts).
 */
@Entity({ name: 'jobs' })
@Index('IDX_jobs_due', ['runAt'], { where: '"done_at" IS NULL AND "failed_at" IS NULL' })
export class JobEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** What runs it: a handler registered under this name (e.g. `mail.send`). */
  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  /** A job with a key is enqueued once: a second enqueue with the same key is a no-op. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 200, nullable: true, unique: true })
  idempotencyKey: string | null;

  /** Not before this moment (a retry's backoff moves it). */
  @Column({ name: 'run_at', type: 'timestamptz' })
  runAt: Date;

  /** Claims so far (each run counts, whether it ended or not). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'max_attempts', type: 'integer', default: 10 })
  maxAttempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** A worker's claim; once past, a crashed worker's job is free to claim again. */
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'done_at', type: 'timestamptz', nullable: true })
  doneAt: Date | null;

  /** Set when the last attempt failed: the job is kept for inspection, never run again. */
  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
