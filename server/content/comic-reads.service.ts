import { Injectable, NotFoundException } from '@nestjs/common';
import { isKnownComicId } from '../../shared/content/comics.js';
import type { ComicReadCount } from '../../shared/schemas/content.schemas.js';
import { ComicReadsRepository } from './comic-reads.repository.js';

export const COMIC_NOT_FOUND = 'Comic not found';

@Injectable()
export class ComicReadsService {
  constructor(private readonly reads: ComicReadsRepository) {}

  async get(comicId: string): Promise<ComicReadCount> {
    this.assertKnown(comicId);
    return { comicId, count: await this.reads.countFor(comicId) };
  }

  async increment(comicId: string): Promise<ComicReadCount> {
    this.assertKnown(comicId);
    return { comicId, count: await this.reads.increment(comicId) };
  }

  private assertKnown(comicId: string): void {
    if (!isKnownComicId(comicId)) throw new NotFoundException(COMIC_NOT_FOUND);
  }
}
