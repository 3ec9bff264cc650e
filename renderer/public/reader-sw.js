// The web reader's offline worker, registered for the reader's pages only (`/comics/reader/` and
// `/ar/comics/reader/`) and only once a comic has been saved for offline: no other page is ever
// controlled by it.
//
// The page saves a comic itself (renderer/src/features/offline/offline-store.ts): its pages, panel
// data and episode answer in `abtal-comic-{id}`, the reader's document and the code it ran in
// `abtal-shell-{version}`. This worker only reads them: every request goes to the network first
// and a saved copy answers only when the network cannot. The version is the build's (`?v=` of
// this script's address): a new deployment registers a new worker, which deletes every other
// version's shell as it activates, so an old app shell is never served; while online the network
// always answers first anyway. An answer that refuses a saved file (401, 403, 404: the release
// rule or the account no longer allows it) removes the saved copy.

const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const SHELL = `abtal-shell-${VERSION}`;
const COMIC_PREFIX = 'abtal-comic-';
const REFUSED = new Set([401, 403, 404]);

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('abtal-shell-') && name !== SHELL)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** This version's shell and the saved comics: never another version's shell. */
async function savedCaches() {
  const names = await caches.keys();
  return names.filter((name) => name === SHELL || name.startsWith(COMIC_PREFIX));
}

async function savedCopy(request) {
  // A reader's address carries the page (`?page=3`): any page of a saved reader is that reader.
  const options = { ignoreVary: true, ignoreSearch: request.mode === 'navigate' };
  for (const name of await savedCaches()) {
    const cache = await caches.open(name);
    const found = await cache.match(request, options);
    if (found) return found;
  }
  return undefined;
}

async function forget(request) {
  for (const name of await savedCaches()) {
    if (!name.startsWith(COMIC_PREFIX)) continue;
    const cache = await caches.open(name);
    await cache.delete(request, { ignoreVary: true });
  }
}

async function networkThenSaved(request) {
  try {
    const response = await fetch(request);
    if (REFUSED.has(response.status)) await forget(request);
    return response;
  } catch (error) {
    const saved = await savedCopy(request);
    if (saved) return saved;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(networkThenSaved(request));
});
