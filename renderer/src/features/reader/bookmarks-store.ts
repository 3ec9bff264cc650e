import type { Bookmark } from '@shared/schemas/bookmarks.schemas';
import { apiJson, apiSend, lazySchema } from '../../lib/api-client';
import { storage } from '../../lib/storage';

/**
 * Bookmarks: a page of a comic with an optional note. A member's live on the server
 * (`/api/bookmarks/{comicId}`), a visitor's in this browser under `comic-bookmarks-{comicId}`, in
 * the same shape. When a member opens a comic, the bookmarks this browser kept for it while signed
 * out are merged up (the server's note wins on a page both have) and then forgotten here.
 */

/** A visitor's bookmarks of a comic in localStorage. */
const localKey = (comicId: string) => `comic-bookmarks-${comicId}`;

const bookmarkUrl = (comicId: string, page?: number) =>
  `/api/bookmarks/${encodeURIComponent(comicId)}${page === undefined ? '' : `/${page}`}`;

// The schemas load with the first answer to check, not with the reader.
const listSchema = lazySchema(async () =>
  (await import('@shared/schemas/bookmarks.schemas')).bookmarkSchema.array(),
);
const oneSchema = lazySchema(
  async () => (await import('@shared/schemas/bookmarks.schemas')).bookmarkSchema,
);

const isBookmark = (value: unknown): value is Bookmark => {
  const item = value as Partial<Bookmark> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isInteger(item.page) &&
    (item.page ?? 0) >= 1 &&
    (item.note === null || typeof item.note === 'string') &&
    typeof item.createdAt === 'string'
  );
};

/** Bookmarks in page order, one per page. */
export const byPage = (list: readonly Bookmark[]): Bookmark[] =>
  [...new Map(list.map((item) => [item.page, item])).values()].sort((a, b) => a.page - b.page);

/** The bookmarks this browser keeps for a comic (anything unreadable is left out). */
export function readLocalBookmarks(comicId: string): Bookmark[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(localKey(comicId)) ?? '[]');
    return Array.isArray(parsed)
      ? byPage(parsed.filter(isBookmark).map((item) => ({ ...item, comicId })))
      : [];
  } catch {
    return [];
  }
}

export function writeLocalBookmarks(comicId: string, list: readonly Bookmark[]): void {
  if (list.length === 0) storage.remove(localKey(comicId));
  else storage.set(localKey(comicId), JSON.stringify(byPage(list)));
}

/** A bookmark made now in this browser. */
export const localBookmark = (comicId: string, page: number, note: string | null): Bookmark => ({
  comicId,
  page,
  note,
  createdAt: new Date().toISOString(),
});

export const fetchBookmarks = (comicId: string): Promise<Bookmark[]> =>
  apiJson(listSchema, 'GET', bookmarkUrl(comicId));

export const saveBookmark = (comicId: string, page: number, note: string | null) =>
  apiJson(oneSchema, 'PUT', bookmarkUrl(comicId, page), note ? { note } : {});

export const removeBookmark = (comicId: string, page: number) =>
  apiSend('DELETE', bookmarkUrl(comicId, page));

/**
 * A member's bookmarks of a comic, with this browser's signed-out ones merged up first: each page
 * the server lacks is saved there (a page both have keeps the server's note, or the local note
 * when the server's is empty), then the local copy is forgotten.
 */
export async function loadMemberBookmarks(comicId: string): Promise<Bookmark[]> {
  const local = readLocalBookmarks(comicId);
  let server = await fetchBookmarks(comicId);
  if (local.length === 0) return server;
  const onServer = new Map(server.map((item) => [item.page, item]));
  const missing = local.filter((item) => {
    const there = onServer.get(item.page);
    return !there || (!there.note && Boolean(item.note));
  });
  const saved = await Promise.all(
    missing.map((item) => saveBookmark(comicId, item.page, item.note)),
  );
  writeLocalBookmarks(comicId, []);
  server = byPage([...server, ...saved]);
  return server;
}
