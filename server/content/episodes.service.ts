import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Tier } from '../../shared/enums.js';
import { pageImageFile } from '../../shared/content/page-image.js';
import { availableAt, isAvailable } from '../../shared/release.js';
import type { Episode, EpisodeSummary } from '../../shared/schemas/content.schemas.js';
import { EPISODE_LOCKED_MESSAGE } from '../../shared/schemas/episodes.schemas.js';
import { Clock } from '../common/clock.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { toEpisode, toEpisodeSummary } from './content.mappers.js';
import { drawnPanels, hasDrawnPanels } from './drawn-panels.js';
import type { EpisodeEntity } from './entities/episode.entity.js';
import { EpisodeReminderMails } from './episode-reminder-mails.js';
import { EpisodesRepository } from './episodes.repository.js';
import type { Viewer } from './viewer.decorator.js';

const EPISODE_NOT_FOUND = 'Episode not found';
const PAGE_NOT_FOUND = 'Page not found';
const COVER_NOT_FOUND = 'Cover not found';
/** When a locked episode opens for a reader, and the tier it needs. */
export interface EpisodeLock {
  availableAt: string | null;
  requiredTier: Tier;
}

type PanelsLanguage = 'en' | 'ar';

/** Panel data to send: the generated file, or the document built from the boxes drawn. */
export type ServedPanels = { path: string } | { document: ReturnType<typeof drawnPanels> };

/** A file to send: one of the generated art folder, or an uploaded one from the file storage. */
export type ServedFile = { path: string } | { data: Buffer; contentType: string };

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
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
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
  async pageFile(slug: string, page: number, viewer: Viewer): Promise<ServedFile> {
    return this.pageOf(await this.findReadable(slug, viewer), page);
  }

  /** The file of one page image of an episode (whoever may read it: the caller checked). */
  async pageOf(episode: EpisodeEntity, page: number): Promise<ServedFile> {
    const found = episode.pages.find((p) => p.number === page);
    if (!found) throw new NotFoundException(PAGE_NOT_FOUND);
    if (found.file) return this.storedFile(found.file, PAGE_NOT_FOUND);
    return { path: this.artFile(episode.slug, pageImageFile(page), PAGE_NOT_FOUND) };
  }

  /**
   * The panel data of an episode this reader may read (guided view, text layer, read-aloud), by
   * the same release rule as its pages: the lettering is the episode's words.
   */
  async panelsFile(slug: string, viewer: Viewer, language: PanelsLanguage): Promise<ServedPanels> {
    return this.panelsOf(await this.findReadable(slug, viewer), language);
  }

  /**
   * The panel data of an episode (whoever may read it: the caller checked): the boxes drawn in the
   * console, or the generated file.
   */
  panelsOf(episode: EpisodeEntity, language: PanelsLanguage = 'en'): ServedPanels {
    if (hasDrawnPanels(episode)) return { document: drawnPanels(episode, language) };
    // The generated episodes' panel data is lettered in English only.
    if (language === 'ar') throw new NotFoundException(PANELS_NOT_FOUND);
    return { path: this.artFile(episode.slug, 'guided.json', PANELS_NOT_FOUND) };
  }

  /** Whether the episode has panel data. */
  hasPanels(episode: EpisodeEntity): boolean {
    return hasDrawnPanels(episode) || existsSync(join(this.artDir, episode.slug, 'guided.json'));
  }

  /** The cover of a published server episode (not behind the release rule: it announces it). */
  async coverFile(slug: string): Promise<ServedFile> {
    return this.coverOf(await this.findPublished(slug));
  }

  /** The cover of a server episode, published or not. */
  async coverOf(episode: EpisodeEntity): Promise<ServedFile> {
    if (episode.coverFile) return this.storedFile(episode.coverFile, COVER_NOT_FOUND);
    return { path: this.artFile(episode.slug, 'cover.svg', COVER_NOT_FOUND) };
  }

  private async storedFile(key: string, missing: string): Promise<ServedFile> {
    const file = await this.storage.get(key);
    if (!file) throw new NotFoundException(missing);
    return file;
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
    const locked = this.lockFor(episode, viewer.tier);
    if (locked) throw new ForbiddenException({ message: EPISODE_LOCKED_MESSAGE, ...locked });
    return episode;
  }

  /**
   * Why the reader of `tier` (null: a visitor) may not read the episode now, the release rule's
   * answer (when they may, and the tier it needs), or null when they may.
   */
  lockFor(episode: EpisodeEntity, tier: Tier | null): EpisodeLock | null {
    if (isAvailable(episode, tier, this.clock.now())) return null;
    return {
      availableAt: availableAt(episode, tier)?.toISOString() ?? null,
      requiredTier: episode.requiredTier,
    };
  }

  /** The episode as the reader of `tier` sees it now (pages included: the caller checked). */
  asSeenBy(episode: EpisodeEntity, tier: Tier | null): Episode {
    return toEpisode(episode, tier, this.clock.now());
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
