import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { JobsRepository } from './jobs.repository.js';

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** Runs before the job is given up (default 10). */
  maxAttempts?: number;
  /** A job with this key is enqueued once; later enqueues with it are no-ops. */
  idempotencyKey?: string;
  /** Enqueue inside the caller's transaction: the job exists only if that transaction commits. */
  manager?: EntityManager;
}

const DEFAULT_MAX_ATTEMPTS = 10;

/** Puts work in the durable queue; a worker (job-worker.ts) on some server runs it once. */
@Injectable()
export class JobQueue {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly jobs: JobsRepository,
    private readonly clock: Clock,
  ) {}

  /** The new job's id, or null when its idempotency key was used before. */
  async enqueue(
    type: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const id = await this.jobs.insert(
      {
        type,
        payload,
        runAt: options.runAt ?? this.clock.now(),
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        idempotencyKey: options.idempotencyKey ?? null,
      },
      options.manager,
    );
    // Outside a transaction the job is visible now: this process's worker need not wait a poll.
    if (id && !options.manager) for (const listener of this.listeners) listener();
    return id;
  }

  /** Called after each enqueue that is visible at once (the worker's wake-up). */
  onEnqueued(listener: () => void): void {
    this.listeners.add(listener);
  }
}
