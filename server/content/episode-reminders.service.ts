import { Injectable } from '@nestjs/common';
import { availableAt, isAvailable } from '../../shared/release.js';
import type { Reminder } from '../../shared/schemas/episodes.schemas.js';
import type { Edition } from '../mail/edition.js';
import { EpisodeReminderMails } from './episode-reminder-mails.js';
import { Clock } from '../common/clock.js';
import type { EpisodeEntity } from './entities/episode.entity.js';
import { EpisodeRemindersRepository } from './episode-reminders.repository.js';
import { EpisodesService } from './episodes.service.js';
import type { Viewer } from './viewer.decorator.js';

/** "Remind me": a member's wish to hear when an episode unlocks for them. */
@Injectable()
export class EpisodeRemindersService {
  constructor(
    private readonly reminders: EpisodeRemindersRepository,
    private readonly episodes: EpisodesService,
    private readonly mails: EpisodeReminderMails,
    private readonly clock: Clock,
  ) {}

  /** The member's reminders, soonest unlock first; `available` once the episode is out for them. */
  async list(viewer: Viewer & { userId: string }): Promise<Reminder[]> {
    const rows = await this.reminders.listWithEpisodesFor(viewer.userId);
    const reminders = rows.flatMap((row) =>
      row.episode?.published ? [this.view(row.episode, row.createdAt, viewer)] : [],
    );
    const key = (r: Reminder) => (r.availableAt ? Date.parse(r.availableAt) : Infinity);
    return reminders.sort((a, b) => key(a) - key(b));
  }

  /**
   * Stores the wish (once per episode, in the edition it was set in) and queues its mail for the
   * moment the episode unlocks for the member; answers how it stands.
   */
  async add(
    viewer: Viewer & { userId: string },
    slug: string,
    language: Edition,
  ): Promise<Reminder> {
    const episode = await this.episodes.findPublished(slug);
    const row = await this.reminders.addOnce(viewer.userId, episode.id, language);
    const unlocksAt = availableAt(episode, viewer.tier);
    if (unlocksAt) await this.mails.runAt(unlocksAt);
    return this.view(episode, row.createdAt, viewer);
  }

  /** Forgets the wish (after its notice was shown, or when the member changes their mind). */
  async remove(userId: string, slug: string): Promise<{ slug: string; removed: boolean }> {
    const episode = await this.episodes.findPublished(slug);
    return { slug, removed: await this.reminders.remove(userId, episode.id) };
  }

  private view(episode: EpisodeEntity, createdAt: Date, viewer: Viewer): Reminder {
    return {
      slug: episode.slug,
      title: episode.title,
      availableAt: availableAt(episode, viewer.tier)?.toISOString() ?? null,
      available: isAvailable(episode, viewer.tier, this.clock.now()),
      createdAt: createdAt.toISOString(),
    };
  }
}
