import { Body, Controller, Param } from '@nestjs/common';
import { z } from 'zod';
import {
  type Bookmark,
  type BookmarkBody,
  bookmarkBodySchema,
  bookmarkParamsSchema,
  bookmarkRemovedSchema,
  bookmarkSchema,
} from '../../shared/schemas/bookmarks.schemas.js';
import { comicParamsSchema } from '../../shared/schemas/content.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { BookmarksService } from './bookmarks.service.js';

const NOT_FOUND = 'Comic not found (neither a bundled comic nor a published episode)';

/** The signed-in member's bookmarks: private, never shown to anyone else. */
@Controller('bookmarks')
export class BookmarksController {
  constructor(private readonly bookmarks: BookmarksService) {}

  @Endpoint('GET', ':comicId', {
    tag: 'content',
    summary: "The signed-in member's bookmarks in a comic, first page first",
    params: comicParamsSchema,
    response: z.array(bookmarkSchema),
    responseDescription: 'The bookmarks (only the asking member’s)',
    signedIn: true,
    errors: { 404: NOT_FOUND },
  })
  list(@SessionUserId() userId: string, @Param('comicId') comicId: string): Promise<Bookmark[]> {
    return this.bookmarks.list(userId, comicId);
  }

  @Endpoint('PUT', ':comicId/:page', {
    tag: 'content',
    summary: 'Bookmarks a page with an optional note, or changes the note of a bookmarked page',
    description: 'A page past the comic’s last page is refused (400).',
    params: bookmarkParamsSchema,
    body: bookmarkBodySchema,
    response: bookmarkSchema,
    responseDescription: 'The bookmark',
    signedIn: true,
    errors: { 404: NOT_FOUND },
  })
  save(
    @SessionUserId() userId: string,
    @Param('comicId') comicId: string,
    @Param('page') page: number,
    @Body() body: BookmarkBody,
  ): Promise<Bookmark> {
    return this.bookmarks.save(userId, comicId, page, body);
  }

  @Endpoint('DELETE', ':comicId/:page', {
    tag: 'content',
    summary: 'Removes a bookmark of the signed-in member',
    params: bookmarkParamsSchema,
    response: bookmarkRemovedSchema,
    responseDescription: 'The bookmark was removed',
    signedIn: true,
    errors: { 404: 'Comic not found, or the member has no bookmark on that page' },
  })
  remove(
    @SessionUserId() userId: string,
    @Param('comicId') comicId: string,
    @Param('page') page: number,
  ): Promise<{ comicId: string; page: number; removed: true }> {
    return this.bookmarks.remove(userId, comicId, page);
  }
}
