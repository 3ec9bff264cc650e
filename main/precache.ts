import { getComicPages } from '../shared/content/comic-pages.js';
import { COMIC_IDS, findComic } from '../shared/content/comics.js';
import type { AssetCache } from './asset-cache.js';

export const coverPath = (comicId: string) =>
  findComic(comicId)?.image ?? `/art/covers/${comicId}.svg`;

/** Every cover and page image of the given comics, from the bundled comic content. */
export function comicArtPaths(comicIds: readonly string[] = COMIC_IDS): string[] {
  return comicIds.flatMap((id) => [coverPath(id), ...getComicPages(id).map((page) => page.image)]);
}

/**
 * Caches every comic's cover and pages (kiosk start), so every comic opens with the network down.
 * Returns how many images are cached and whether the run was cut short by the network.
 */
export async function precacheComics(
  cache: AssetCache,
  comicIds: readonly string[] = COMIC_IDS,
  extraPaths: readonly string[] = [],
): Promise<{ cached: number; offline: boolean }> {
  const { cached, failed } = await cache.precacheAll([...comicArtPaths(comicIds), ...extraPaths]);
  return { cached, offline: failed.length > 0 && !cache.isOnline() };
}
