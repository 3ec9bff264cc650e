import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { JobQueue } from './job-queue.js';
import { JobWorker } from './job-worker.js';
import { JobsRepository } from './jobs.repository.js';

const DAY_MS = 24 * 60 * 60_000;
/** Finished jobs are kept this long (to see what ran), then removed. */
const DONE_JOBS_KEPT_DAYS = 7;
/** Jobs given up are kept longer, for whoever looks into why. */
const FAILED_JOBS_KEPT_DAYS = 30;
export const PURGE_JOB = 'jobs.purge';

/**
 * Keeps the `jobs` table small: once a day (on a shared grid, so every server queues the same run)
 * removes jobs finished more than 7 days ago and jobs given up more than 30 days ago.
 */
@Injectable()
export class JobsHousekeeping implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly queue: JobQueue,
    private readonly worker: JobWorker,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.worker.register(PURGE_JOB, async () => {
      await this.scheduleNext();
      await this.purge();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobWorker) await this.scheduleNext();
  }

  /** Removes what is past keeping; answers how many jobs went. */
  purge(): Promise<number> {
    const now = this.clock.now().getTime();
    return this.jobs.removeFinished(
      new Date(now - DONE_JOBS_KEPT_DAYS * DAY_MS),
      new Date(now - FAILED_JOBS_KEPT_DAYS * DAY_MS),
    );
  }

  private async scheduleNext(): Promise<void> {
    const runAt = new Date(Math.floor(+this.clock.now() / DAY_MS + 1) * DAY_MS);
    await this.queue.enqueue(
      PURGE_JOB,
      {},
      { runAt, idempotencyKey: `${PURGE_JOB}:${runAt.toISOString()}` },
    );
  }
}
