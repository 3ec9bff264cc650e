import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { getTotalPages } from '../../shared/content/comic-pages.js';
import { isKnownComicId } from '../../shared/content/comics.js';
import type { Bookmark, BookmarkBody } from '../../shared/schemas/bookmarks.schemas.js';
import { MAX_EPISODE_PAGES } from '../../shared/schemas/content.schemas.js';
import { BookmarksRepository } from './bookmarks.repository.js';
import type { BookmarkEntity } from './entities/bookmark.entity.js';
import { EpisodesRepository } from './episodes.repository.js';

const COMIC_NOT_FOUND = 'Comic not found';
const BOOKMARK_NOT_FOUND = 'Bookmark not found';

const toBookmark = (row: BookmarkEntity): Bookmark => ({
  comicId: row.comicId,
  page: row.page,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** A member's bookmarks: pages of a comic or episode marked with an optional note, theirs alone. */
@Injectable()
export class BookmarksService {
  constructor(
    private readonly bookmarks: BookmarksRepository,
    private readonly episodes: EpisodesRepository,
  ) {}

  /** The member's bookmarks in a comic, first page first (none for any other member's). */
  async list(userId: string, comicId: string): Promise<Bookmark[]> {
    await this.pagesOf(comicId);
    return (await this.bookmarks.listFor(userId, comicId)).map(toBookmark);
  }

  /** Marks the page, or changes the note of a page already marked. */
  async save(userId: string, comicId: string, page: number, body: BookmarkBody): Promise<Bookmark> {
    const pages = await this.pagesOf(comicId);
    if (page > pages) {
      throw new BadRequestException({
        message: `Validation failed: page: Page must be at most ${pages}`,
        errors: { page: [`Page must be at most ${pages}`] },
      });
    }
    return toBookmark(await this.bookmarks.save(userId, comicId, page, body.note ?? null));
  }

  /** Removes the member's bookmark; 404 when they have none on that page. */
  async remove(
    userId: string,
    comicId: string,
    page: number,
  ): Promise<{ comicId: string; page: number; removed: true }> {
    await this.pagesOf(comicId);
    if (!(await this.bookmarks.remove(userId, comicId, page))) {
      throw new NotFoundException(BOOKMARK_NOT_FOUND);
    }
    return { comicId, page, removed: true };
  }

  /** The page count of a bundled comic or a published episode; 404 for anything else. */
  private async pagesOf(comicId: string): Promise<number> {
    if (isKnownComicId(comicId)) return getTotalPages(comicId);
    const episode = await this.episodes.findPublishedBySlug(comicId);
    if (!episode) throw new NotFoundException(COMIC_NOT_FOUND);
    return episode.pages.length > 0 ? episode.pages.length : MAX_EPISODE_PAGES;
  }
}
