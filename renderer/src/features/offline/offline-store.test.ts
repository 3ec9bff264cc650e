import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildVersion, readSaved, saveComic } from './offline-store';

/** Cache Storage in memory: enough of it for saving and removing. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return Promise.resolve({
      put: (url: string, response: Response) => Promise.resolve(void store.set(url, response)),
      match: (url: string) => Promise.resolve(store.get(url)),
    });
  };
  return {
    stores,
    api: {
      open,
      has: (name: string) => Promise.resolve(stores.has(name)),
      delete: (name: string) => Promise.resolve(stores.delete(name)),
      keys: () => Promise.resolve([...stores.keys()]),
    },
  };
}

describe('buildVersion', () => {
  it('is the name of the entry script, or "dev" without one', () => {
    const doc = (entry?: string) => ({
      querySelector: () => (entry ? ({ dataset: { entry } } as unknown as HTMLElement) : null),
    });
    expect(buildVersion(doc('/assets/index-E4z8zLs1.js') as unknown as Document)).toBe(
      'index-E4z8zLs1',
    );
    expect(buildVersion(doc() as unknown as Document)).toBe('dev');
  });
});

describe('saveComic', () => {
  let memory: ReturnType<typeof memoryCaches>;
  beforeEach(() => {
    memory = memoryCaches();
    vi.stubGlobal('caches', memory.api);
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  const comic = {
    comicId: 'episode-7',
    title: 'Episode 7',
    reader: '/comics/reader/episode-7',
    files: ['/api/episodes/episode-7', '/api/episodes/episode-7/pages/1'],
  };

  it('keeps nothing of a comic the server refuses (a locked episode answers 403)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.endsWith('/pages/1')
            ? new Response('locked', { status: 403 })
            : new Response('{}', { status: 200 }),
        ),
      ),
    );
    await expect(saveComic(comic)).rejects.toThrow('403');
    expect(memory.stores.has('abtal-comic-episode-7')).toBe(false);
    expect(readSaved()).toEqual([]);
  });

  it('keeps every file of a readable comic, with their size', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('12345', { status: 200 }))),
    );
    vi.stubGlobal('navigator', {
      serviceWorker: { register: vi.fn(() => Promise.resolve({})) },
    });
    const saved = await saveComic(comic);
    expect([...memory.stores.get('abtal-comic-episode-7')!.keys()]).toEqual(comic.files);
    // Two files of the comic and the reader's document, 5 bytes each.
    expect(saved.bytes).toBe(15);
    expect(readSaved().map((item) => item.comicId)).toEqual(['episode-7']);
  });
});
