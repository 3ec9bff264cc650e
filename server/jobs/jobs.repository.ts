import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A claimed job, as the worker hands it to its handler. */
export interface ClaimedJob {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  /** This run's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

export interface NewJob {
  type: string;
  payload: Record<string, unknown>;
  runAt: Date;
  maxAttempts: number;
  idempotencyKey: string | null;
}

interface ClaimedRow {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** The `jobs` table in plain SQL: insert, claim, finish. Every statement stands alone. */
@Injectable()
export class JobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts the job; null when a job with the same idempotency key exists already. */
  async insert(
    job: NewJob,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    const rows = (await manager.query(
      `INSERT INTO jobs (type, payload, run_at, max_attempts, idempotency_key)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [job.type, JSON.stringify(job.payload), job.runAt, job.maxAttempts, job.idempotencyKey],
    )) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /**
   * Claims the oldest due job of the given types until `lockedUntil`, in one statement: the row is
   * locked `FOR UPDATE SKIP LOCKED`, so two workers never claim the same job, and a claim whose time
   * has passed (its worker crashed) is claimable again.
   */
  async claim(types: string[], now: Date, lockedUntil: Date): Promise<ClaimedJob | null> {
    if (types.length === 0) return null;
    const [rows] = (await this.dataSource.query(
      `UPDATE jobs SET attempts = attempts + 1, locked_until = $3
       WHERE id = (
         SELECT id FROM jobs
         WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= $2
           AND (locked_until IS NULL OR locked_until <= $2) AND type = ANY($1)
         ORDER BY run_at
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, type, payload, attempts, max_attempts`,
      [types, now, lockedUntil],
    )) as [ClaimedRow[], number];
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      type: row.type,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
    };
  }

  /** Marks the run done, unless its claim was lost (expired and taken by another worker). */
  async complete(job: ClaimedJob, now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE jobs SET done_at = $3, locked_until = NULL, last_error = NULL
       WHERE id = $1 AND attempts = $2 AND done_at IS NULL`,
      [job.id, job.attempts, now],
    );
  }

  /** A failed run: tried again at `retryAt`, or given up for good when `retryAt` is null. */
  async fail(job: ClaimedJob, error: string, now: Date, retryAt: Date | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE jobs SET locked_until = NULL, last_error = $3,
         run_at = COALESCE($4, run_at), failed_at = CASE WHEN $4::timestamptz IS NULL THEN $5::timestamptz END
       WHERE id = $1 AND attempts = $2 AND done_at IS NULL`,
      [job.id, job.attempts, error.slice(0, 2000), retryAt, now],
    );
  }

  /** Deletes jobs done before `doneBefore` and given up before `failedBefore`; answers how many. */
  async removeFinished(doneBefore: Date, failedBefore: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM jobs WHERE done_at < $1 OR failed_at < $2`,
      [doneBefore, failedBefore],
    )) as [unknown, number];
    return count;
  }
}
