import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { JobQueue } from './job-queue.js';
import { type ClaimedJob, JobsRepository } from './jobs.repository.js';

export type JobHandler = (payload: Record<string, unknown>, job: ClaimedJob) => Promise<void>;

/** How long a claim holds: a handler must finish within it, or another worker may run the job. */
export const CLAIM_MS = 60_000;
/** Jobs one worker runs at the same time. */
const LANES = 4;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** The wait before run `attempts + 1`: doubling from 1 s up to 5 min, with up to 20 % added. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return Math.round(base * (1 + 0.2 * random()));
}

/** Thrown by a handler that chooses when its job runs again (instead of the doubling backoff). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

/**
 * Runs the queue's due jobs in this process: every `jobPollMs`, and at once after a local enqueue.
 * Handlers are registered by type at start; a type without a handler here is left for another
 * server. Started with the application (unless JOB_WORKER=off); `stop()` lets the jobs in flight end.
 */
@Injectable()
export class JobWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, JobHandler>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly jobs: JobsRepository,
    private readonly clock: Clock,
    queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    queue.onEnqueued(() => this.wake());
  }

  register(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  onApplicationBootstrap(): void {
    if (this.config.jobWorker) this.start();
  }

  start(): void {
    this.stopped = false;
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.config.jobPollMs);
    this.timer.unref();
    this.wake();
  }

  /** No new claims; resolves once the jobs in flight have ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Runs what is due now (again once more if woken meanwhile). */
  wake(): void {
    if (this.stopped || !this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runDue()
      .catch((error: unknown) => {
        // The database is away: the next poll tries again.
        this.logger.warn(`Job poll failed: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Runs due jobs until none is left; answers how many ran. */
  async runDue(): Promise<number> {
    const counts = await Promise.all(Array.from({ length: LANES }, () => this.lane()));
    return counts.reduce((a, b) => a + b, 0);
  }

  private async lane(): Promise<number> {
    let ran = 0;
    while (!this.stopped || !this.timer) {
      const now = this.clock.now();
      const job = await this.jobs.claim(
        [...this.handlers.keys()],
        now,
        new Date(now.getTime() + CLAIM_MS),
      );
      if (!job) break;
      await this.run(job);
      ran += 1;
      if (this.stopped) break;
    }
    return ran;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.type)!;
    try {
      await handler(job.payload, job);
      await this.jobs.complete(job, this.clock.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = this.clock.now();
      const last = job.attempts >= job.maxAttempts;
      const delay = error instanceof RetryLater ? error.delayMs : retryDelayMs(job.attempts);
      const retryAt = last ? null : new Date(now.getTime() + delay);
      this.logger.warn(
        `Job ${job.type} ${job.id} failed (run ${job.attempts} of ${job.maxAttempts}${last ? ', given up' : ''}): ${message}`,
      );
      await this.jobs.fail(job, message, now, retryAt);
    }
  }
}
