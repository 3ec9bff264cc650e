import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { episodeWords } from '../../shared/content/server-episodes.js';
import { TIERS } from '../../shared/enums.js';
import { availableAt, isAvailable, type ReleaseSchedule } from '../../shared/release.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { JobQueue } from '../jobs/job-queue.js';
import { JobWorker } from '../jobs/job-worker.js';
import { REMINDERS_DUE_JOB } from '../jobs/job-types.js';
import { editionUrl } from '../mail/edition.js';
import { MailService } from '../mail/mail.service.js';
import {
  EpisodeRemindersRepository,
  type PendingReminder,
} from './episode-reminders.repository.js';
import { episodeUnlockedMail } from './reminder-mails.js';

/** The safety net between unlock moments: what no scheduled run caught is mailed within this. */
const REMINDER_SWEEP_MS = 10 * 60_000;
const BATCH = 500;

/**
 * The mail of a "Remind me", sent once when the episode unlocks for the member (by the release
 * rule and the member's tier at that moment). A run of the `reminders.due` job mails every due
 * reminder; runs are queued at each unlock moment (when a reminder is set, when an episode is
 * rescheduled), at once when a member's tier changes, and every ten minutes as a safety net.
 */
@Injectable()
export class EpisodeReminderMails implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly reminders: EpisodeRemindersRepository,
    private readonly mail: MailService,
    private readonly queue: JobQueue,
    private readonly worker: JobWorker,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.worker.register(REMINDERS_DUE_JOB, async (payload) => {
      if (payload.sweep) await this.scheduleSweep();
      await this.sendDue();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobWorker) await this.scheduleSweep();
  }

  /** Queues a run at `at` (one per moment, however many reminders share it). */
  async runAt(at: Date): Promise<void> {
    const now = this.clock.now();
    const when = at > now ? at : now;
    await this.queue.enqueue(
      REMINDERS_DUE_JOB,
      {},
      at > now ? { runAt: when, idempotencyKey: `${REMINDERS_DUE_JOB}:${at.toISOString()}` } : {},
    );
  }

  /** Queues a run at each moment the episode unlocks for some tier. */
  async scheduleEpisode(episode: ReleaseSchedule): Promise<void> {
    for (const tier of TIERS) {
      const at = availableAt(episode, tier);
      if (at) await this.runAt(at);
    }
  }

  /** Mails every reminder due at this moment, each once; answers how many were mailed. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    let mailed = 0;
    let after: PendingReminder | null = null;
    for (;;) {
      const batch = await this.reminders.pendingReleased(now, BATCH, after);
      for (const reminder of batch) {
        if (isAvailable(reminder, reminder.tier, now) && (await this.send(reminder, now))) {
          mailed += 1;
        }
      }
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1];
    }
    // The mails were queued inside transactions: this server's worker need not wait a poll.
    if (mailed > 0) this.worker.wake();
    return mailed;
  }

  /** The next safety-net run, on the sweep's grid (so every server queues the same one). */
  private async scheduleSweep(): Promise<void> {
    const slot = Math.floor(+this.clock.now() / REMINDER_SWEEP_MS + 1) * REMINDER_SWEEP_MS;
    const runAt = new Date(slot);
    await this.queue.enqueue(
      REMINDERS_DUE_JOB,
      { sweep: true },
      { runAt, idempotencyKey: `${REMINDERS_DUE_JOB}:sweep:${runAt.toISOString()}` },
    );
  }

  /** Marks the reminder mailed and queues its mail in one transaction: both or neither, once. */
  private send(reminder: PendingReminder, now: Date): Promise<boolean> {
    const lang = reminder.language;
    const { title } = episodeWords(reminder, lang);
    const url = editionUrl(
      this.config.publicUrl,
      lang,
      `/comics/reader/${encodeURIComponent(reminder.slug)}`,
    );
    return this.reminders.manager.transaction(async (manager) => {
      if (!(await this.reminders.markMailed(manager, reminder.userId, reminder.episodeId, now))) {
        return false;
      }
      await this.mail.send(reminder.email, episodeUnlockedMail(lang, title, url), {
        manager,
        idempotencyKey: `reminder:${reminder.userId}:${reminder.episodeId}`,
      });
      return true;
    });
  }
}
