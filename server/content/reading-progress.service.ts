import { Injectable } from '@nestjs/common';
import type { ReadingProgress, ReadingProgressBody } from '../../shared/schemas/content.schemas.js';
import { toReadingProgress } from './content.mappers.js';
import { EpisodesService } from './episodes.service.js';
import { ReadingProgressRepository } from './reading-progress.repository.js';

@Injectable()
export class ReadingProgressService {
  constructor(
    private readonly progress: ReadingProgressRepository,
    private readonly episodes: EpisodesService,
  ) {}

  async list(userId: string): Promise<ReadingProgress[]> {
    const rows = await this.progress.listForUser(userId);
    return rows.flatMap((row) => (row.episode ? [toReadingProgress(row.episode.slug, row)] : []));
  }

  /**
   * Saves where the user is. The episode's own page count wins over the client's when it has
   * pages, and the page is clamped into it; reaching the last page completes the episode.
   */
  async save(userId: string, slug: string, body: ReadingProgressBody): Promise<ReadingProgress> {
    const episode = await this.episodes.findPublished(slug);
    const totalPages = episode.pages.length > 0 ? episode.pages.length : body.totalPages;
    const currentPage = Math.min(Math.max(body.currentPage, 1), totalPages);
    const saved = await this.progress.save(userId, episode.id, currentPage, totalPages);
    return toReadingProgress(episode.slug, saved);
  }
}
