import { Injectable, NotFoundException } from '@nestjs/common';
import { isKnownComicId } from '../../shared/content/comics.js';
import type { ComicReadCount } from '../../shared/schemas/content.schemas.js';
import { ComicReadsRepository } from './comic-reads.repository.js';
import { EpisodesRepository } from './episodes.repository.js';

const COMIC_NOT_FOUND = 'Comic not found';

@Injectable()
export class ComicReadsService {
  constructor(
    private readonly reads: ComicReadsRepository,
    private readonly episodes: EpisodesRepository,
  ) {}

  async get(comicId: string): Promise<ComicReadCount> {
    await this.assertKnown(comicId);
    return { comicId, count: await this.reads.countFor(comicId) };
  }

  async increment(comicId: string): Promise<ComicReadCount> {
    await this.assertKnown(comicId);
    return { comicId, count: await this.reads.increment(comicId) };
  }

  /** A bundled comic, or a published server episode (read in the same reader). */
  private async assertKnown(comicId: string): Promise<void> {
    if (isKnownComicId(comicId)) return;
    if (!(await this.episodes.findPublishedBySlug(comicId))) {
      throw new NotFoundException(COMIC_NOT_FOUND);
    }
  }
}
