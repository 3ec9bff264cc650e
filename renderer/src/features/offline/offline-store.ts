import { storage } from '../../lib/storage';

/**
 * Comics saved for offline reading on the web. The page saves a comic itself, in Cache Storage:
 * its pages, panel data and (for a server episode) the API's answer in `abtal-comic-{id}`, the
 * reader's document and the code it runs in `abtal-shell-{version}`. The worker
 * (`renderer/public/reader-sw.js`), registered for the reader's pages once something is saved,
 * answers from them when the network cannot. Only what the reader could open is saved, and only
 * answers the server gave (a locked episode's pages are refused by the server, so never saved).
 */

/** The saved comics, in this browser: what the list shows (the files are in Cache Storage). */
const SAVED_KEY = 'offline-comics';
const WORKER_PATH = '/reader-sw.js';
/** The worker controls the reader's pages only: no other page pays for it. */
const READER_SCOPES = ['/comics/reader/', '/ar/comics/reader/'] as const;
const COMIC_PREFIX = 'abtal-comic-';
const SHELL_PREFIX = 'abtal-shell-';

export interface SavedComic {
  comicId: string;
  title: string;
  /** The reader's address, in the edition it was saved from. */
  reader: string;
  /** The size of everything saved for it, in bytes. */
  bytes: number;
  savedAt: string;
}

export interface ComicToSave {
  comicId: string;
  title: string;
  reader: string;
  /** The comic's own files: pages, panel data, the episode's answer. */
  files: readonly string[];
}

/** Saving works in a browser with service workers and Cache Storage (not in the desktop app). */
export function offlineSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'caches' in window &&
    !('abtal' in window)
  );
}

/** The build's version: the name of its entry script, which changes with every deployment. */
export function buildVersion(doc: Pick<Document, 'querySelector'> = document): string {
  const entry = doc.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry ?? '';
  const name = /\/assets\/([\w.-]+)\.js$/.exec(entry)?.[1];
  return name ?? 'dev';
}

const comicCache = (comicId: string) => `${COMIC_PREFIX}${comicId}`;
const shellCache = (version: string) => `${SHELL_PREFIX}${version}`;

export function readSaved(): SavedComic[] {
  try {
    const list = JSON.parse(storage.get(SAVED_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as SavedComic[]).filter((item) => item?.comicId) : [];
  } catch {
    return [];
  }
}

function writeSaved(list: SavedComic[]) {
  if (list.length) storage.set(SAVED_KEY, JSON.stringify(list));
  else storage.remove(SAVED_KEY);
}

/** Registers the worker for the reader's pages (one registration per edition). */
export async function registerReaderWorker(version = buildVersion()): Promise<void> {
  const url = `${WORKER_PATH}?v=${encodeURIComponent(version)}`;
  await Promise.all(READER_SCOPES.map((scope) => navigator.serviceWorker.register(url, { scope })));
}

/**
 * The code and styles this page has loaded from the site (the app's shell as the reader runs it):
 * its scripts, styles and fonts, never the API's answers.
 */
function loadedShellFiles(): string[] {
  const here = window.location.origin;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(here))
    .map((name) => name.slice(here.length))
    .filter((path) => path.startsWith('/assets/'));
  return [...new Set(urls)];
}

/** Fetches each file and keeps the answers in a cache; fails on any answer other than 200. */
async function keep(cacheName: string, files: readonly string[]): Promise<number> {
  const cache = await caches.open(cacheName);
  let bytes = 0;
  for (const file of files) {
    const response = await fetch(file, { credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    bytes += (await response.clone().blob()).size;
    await cache.put(file, response);
  }
  return bytes;
}

/**
 * Saves a comic for offline reading: its files, then the reader's document and the loaded code in
 * this version's shell, and registers the worker. Nothing is kept when any file is refused.
 */
export async function saveComic(comic: ComicToSave): Promise<SavedComic> {
  const name = comicCache(comic.comicId);
  await caches.delete(name);
  let bytes: number;
  try {
    bytes = await keep(name, comic.files);
    bytes += await keep(shellCache(buildVersion()), [comic.reader]);
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
  await keepShell();
  const saved: SavedComic = {
    comicId: comic.comicId,
    title: comic.title,
    reader: comic.reader,
    bytes,
    savedAt: new Date().toISOString(),
  };
  writeSaved([...readSaved().filter((item) => item.comicId !== comic.comicId), saved]);
  await registerReaderWorker();
  return saved;
}

/**
 * Keeps the code this reader runs in this version's shell (again after a new deployment, whose
 * worker has deleted the old version's), with every saved reader's document.
 */
export async function keepShell(): Promise<void> {
  const saved = readSaved();
  const cache = await caches.open(shellCache(buildVersion()));
  const missing: string[] = [];
  for (const file of [...loadedShellFiles(), ...saved.map((item) => item.reader)]) {
    if (!(await cache.match(file))) missing.push(file);
  }
  for (const file of missing) {
    const response = await fetch(file, { credentials: 'same-origin' }).catch(() => null);
    if (response?.ok) await cache.put(file, response);
  }
}

/** Removes a saved comic: its files, and the worker once nothing is saved. */
export async function removeSaved(comicId: string): Promise<void> {
  await caches.delete(comicCache(comicId));
  const rest = readSaved().filter((item) => item.comicId !== comicId);
  writeSaved(rest);
  if (rest.length) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(SHELL_PREFIX)).map((name) => caches.delete(name)),
  );
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) => READER_SCOPES.some((scope) => registration.scope.endsWith(scope)))
      .map((registration) => registration.unregister()),
  );
}

/** Whether a comic's files are still all saved (the worker removes any the server refuses). */
export async function isComplete(comicId: string, files: readonly string[]): Promise<boolean> {
  if (!(await caches.has(comicCache(comicId)))) return false;
  const cache = await caches.open(comicCache(comicId));
  for (const file of files) if (!(await cache.match(file))) return false;
  return true;
}
