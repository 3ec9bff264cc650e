import { AssetError, type AssetCache } from './asset-cache.js';

export const coverPath = (comicId: string) => `/art/covers/${comicId}.svg`;
export const pagePath = (comicId: string, page: number) =>
  `/art/comics/${comicId}/page-${page}.svg`;

/**
 * Caches every comic's cover and pages (kiosk start). The page count of a comic is found by asking for
 * page-1, page-2, ... until the server answers 404, so the list never goes stale when comics gain pages.
 * Returns what was cached and whether the run was cut short by the network.
 */
export async function precacheComics(
  cache: AssetCache,
  comicIds: readonly string[],
  options: { maxPages?: number; extraPaths?: readonly string[] } = {},
): Promise<{ cached: number; offline: boolean }> {
  const maxPages = options.maxPages ?? 200;
  const first = await cache.precacheAll([
    ...comicIds.map(coverPath),
    ...(options.extraPaths ?? []),
  ]);
  let cached = first.cached;
  let offline = !cache.isOnline();
  for (const comicId of comicIds) {
    if (offline) break;
    for (let page = 1; page <= maxPages; page += 1) {
      try {
        await cache.get(pagePath(comicId, page));
        cached += 1;
      } catch (error) {
        if (error instanceof AssetError && error.code === 'offline') offline = true;
        break;
      }
    }
  }
  await cache.flush();
  return { cached, offline };
}
