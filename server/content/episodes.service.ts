import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { pageImageFile } from '../../shared/content/page-image.js';
import { availableAt, isAvailable } from '../../shared/release.js';
import type { Episode, EpisodeSummary } from '../../shared/schemas/content.schemas.js';
import { EPISODE_LOCKED_MESSAGE } from '../../shared/schemas/episodes.schemas.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { toEpisode, toEpisodeSummary } from './content.mappers.js';
import type { EpisodeEntity } from './entities/episode.entity.js';
import { EpisodeReminderMails } from './episode-reminder-mails.js';
import { EpisodesRepository } from './episodes.repository.js';
import type { Viewer } from './viewer.decorator.js';

const EPISODE_NOT_FOUND = 'Episode not found';
const PAGE_NOT_FOUND = 'Page not found';
const COVER_NOT_FOUND = 'Cover not found';
const PANELS_NOT_FOUND = 'No panel data for this episode';

/** Where the page images of server episodes live: `<dir>/<slug>/<pageImageFile(n)>`. */
const DEFAULT_EPISODE_ART_DIR = 'server/content/episode-art';

@Injectable()
export class EpisodesService {
  private readonly artDir: string;

  constructor(
    private readonly episodes: EpisodesRepository,
    private readonly reminderMails: EpisodeReminderMails,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.artDir = resolve(config.episodeArtDir ?? DEFAULT_EPISODE_ART_DIR);
  }

  async list(viewer: Viewer): Promise<EpisodeSummary[]> {
    const now = this.clock.now();
    return (await this.episodes.listPublished()).map((e) => toEpisodeSummary(e, viewer.tier, now));
  }

  /** The episode with its pages, or 403 with when this reader may read it. */
  async get(slug: string, viewer: Viewer): Promise<Episode> {
    const episode = await this.findReadable(slug, viewer);
    return toEpisode(episode, viewer.tier, this.clock.now());
  }

  /** The file of one page image of an episode this reader may read. */
  async pageFile(slug: string, page: number, viewer: Viewer): Promise<string> {
    const episode = await this.findReadable(slug, viewer);
    if (!episode.pages.some((p) => p.number === page)) throw new NotFoundException(PAGE_NOT_FOUND);
    return this.artFile(episode.slug, pageImageFile(page), PAGE_NOT_FOUND);
  }

  /**
   * The panel data of an episode this reader may read (guided view, text layer, read-aloud), by
   * the same release rule as its pages: the lettering is the episode's words.
   */
  async panelsFile(slug: string, viewer: Viewer): Promise<string> {
    const episode = await this.findReadable(slug, viewer);
    return this.artFile(episode.slug, 'guided.json', PANELS_NOT_FOUND);
  }

  /** The cover of a published server episode (not behind the release rule: it announces it). */
  async coverFile(slug: string): Promise<string> {
    const episode = await this.findPublished(slug);
    return this.artFile(episode.slug, 'cover.svg', COVER_NOT_FOUND);
  }

  private artFile(slug: string, name: string, missing: string): string {
    const file = join(this.artDir, slug, name);
    // Slugs come from the table, but a file outside the art folder is never sent.
    if (!file.startsWith(`${this.artDir}/`) || !existsSync(file)) {
      throw new NotFoundException(missing);
    }
    return file;
  }

  /** A published episode this reader may read now; 404 for any other slug, 403 before its time. */
  async findReadable(slug: string, viewer: Viewer): Promise<EpisodeEntity> {
    const episode = await this.findPublished(slug);
    if (!isAvailable(episode, viewer.tier, this.clock.now())) {
      throw new ForbiddenException({
        message: EPISODE_LOCKED_MESSAGE,
        availableAt: availableAt(episode, viewer.tier)?.toISOString() ?? null,
        requiredTier: episode.requiredTier,
      });
    }
    return episode;
  }

  /** Sets when the paid tiers get the episode (FREE after RELEASE_DELAY_DAYS); 404 for an unknown slug. */
  async reschedule(slug: string, releaseAt: Date): Promise<{ slug: string; releaseAt: string }> {
    const episode = await this.episodes.findBySlug(slug);
    if (!episode || !(await this.episodes.setReleaseAt(slug, releaseAt))) {
      throw new NotFoundException(EPISODE_NOT_FOUND);
    }
    await this.followRelease({ ...episode, releaseAt });
    return { slug, releaseAt: releaseAt.toISOString() };
  }

  /** After an episode's release moved: its reminders' mails follow (any due now go at once). */
  followRelease(episode: EpisodeEntity): Promise<void> {
    return this.reminderMails.scheduleEpisode(episode);
  }

  /** A published episode, or the 404 every content endpoint gives for any other slug. */
  async findPublished(slug: string): Promise<EpisodeEntity> {
    const episode = await this.episodes.findPublishedBySlug(slug);
    if (!episode) throw new NotFoundException(EPISODE_NOT_FOUND);
    return episode;
  }
}
