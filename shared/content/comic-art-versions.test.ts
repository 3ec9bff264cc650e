import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type ComicPages = typeof import('./comic-pages.js');
let pages: ComicPages;

// As the web build fills it: some files have a hash, the rest (none here for guardians-2) do not.
// (The server's test files share a worker's modules: comic-pages is loaded again with the mock,
// and the mock is taken back for the files after this one.)
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('./comic-art-versions.js', () => ({
    COMIC_ART_VERSIONS: {
      'origins-1/page-1.svg': '0123456789',
      'origins-1/page-1.ar.svg': 'abcdef0123',
      'origins-1/guided.ar.json': 'fedcba9876',
    },
  }));
  pages = await import('./comic-pages.js');
});
afterAll(() => {
  vi.doUnmock('./comic-art-versions.js');
  vi.resetModules();
});

describe("a comic's file addresses with the build's content hashes", () => {
  it('names each page and its Arabic edition with its own hash', () => {
    const [first, second] = pages.getComicPages('origins-1');
    expect(first?.image).toBe('/art/comics/origins-1/page-1.svg?v=0123456789');
    expect(first?.imageAr).toBe('/art/comics/origins-1/page-1.ar.svg?v=abcdef0123');
    // A file the build has no hash for keeps its plain address (revalidated by the server).
    expect(second?.image).toBe('/art/comics/origins-1/page-2.svg');
    expect(pages.getComicPages('guardians-2')[0]?.image).toBe('/art/comics/guardians-2/page-1.svg');
  });

  it('names the panel data of each language with its hash', () => {
    expect(pages.guidedDataUrl('origins-1', 'ar')).toBe(
      '/art/comics/origins-1/guided.ar.json?v=fedcba9876',
    );
    expect(pages.guidedDataUrl('origins-1', 'en')).toBe('/art/comics/origins-1/guided.json');
  });
});
