import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BookmarkEntity } from './entities/bookmark.entity.js';

@Injectable()
export class BookmarksRepository {
  constructor(
    @InjectRepository(BookmarkEntity)
    private readonly bookmarks: Repository<BookmarkEntity>,
  ) {}

  /** The member's bookmarks in one comic, first page first. */
  listFor(userId: string, comicId: string): Promise<BookmarkEntity[]> {
    return this.bookmarks.find({ where: { userId, comicId }, order: { page: 'ASC' } });
  }

  /** Creates the bookmark or replaces its note, in one statement. */
  async save(
    userId: string,
    comicId: string,
    page: number,
    note: string | null,
  ): Promise<BookmarkEntity> {
    await this.bookmarks
      .createQueryBuilder()
      .insert()
      .values({ userId, comicId, page, note })
      .orUpdate(['note'], ['user_id', 'comic_id', 'page'])
      .execute();
    return this.bookmarks.findOneByOrFail({ userId, comicId, page });
  }

  /** Whether the member had that bookmark to remove. */
  async remove(userId: string, comicId: string, page: number): Promise<boolean> {
    const result = await this.bookmarks.delete({ userId, comicId, page });
    return (result.affected ?? 0) > 0;
  }
}
