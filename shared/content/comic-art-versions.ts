/**
 * The content hash of each file under `/art/comics` (a page, its Arabic edition, a panel data
 * file), by its path there: `origins-1/page-1.svg`. Empty in this file: the web build puts the
 * hashes in its place (the art-hash plugin in renderer/vite.config.ts), so a browser keeps a page
 * for good and a redrawn page gets a new address. The server, the desktop app (which serves `/art`
 * from its bundle by path) and the unit tests use the plain paths.
 */
export const COMIC_ART_VERSIONS: Readonly<Record<string, string>> = {};
