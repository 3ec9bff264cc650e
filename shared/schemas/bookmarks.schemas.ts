import { z } from 'zod';
import { BOOKMARK_NOTE_MAX } from '../bookmarks.js';
import { optionalText } from './common.schemas.js';
import { episodePageParamsSchema } from './episodes.schemas.js';

/** Path parameters of one bookmark: the comic (a bundled comic's id or an episode's slug) and its page. */
export const bookmarkParamsSchema = z.object({
  comicId: z.string().meta({ example: 'origins-1' }),
  page: episodePageParamsSchema.shape.page.meta({ example: 3 }),
});

/** PUT /api/bookmarks/{comicId}/{page}: the note, optional (blank keeps none). */
export const bookmarkBodySchema = z.object({
  note: optionalText(BOOKMARK_NOTE_MAX, 'Note'),
});
export type BookmarkBody = z.output<typeof bookmarkBodySchema>;

/** A page a reader marked, with their note. */
export const bookmarkSchema = z.object({
  comicId: z.string(),
  page: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const bookmarkRemovedSchema = z.object({
  comicId: z.string(),
  page: z.number().int(),
  removed: z.literal(true),
});
