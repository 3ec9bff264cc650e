import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findComic } from '@shared/content/comics';
import { getComicChapters } from '@shared/content/comic-pages';
import { fakeFetch, renderRoutes } from '../../test/render';
import { ComicReader } from './ComicReader';

afterEach(() => vi.unstubAllGlobals());

describe('the reader in the Arabic edition', () => {
  it('names the comic and its chapter in Arabic', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/comic-reads/origins-1': { body: { comicId: 'origins-1', count: 0 } } })
        .fn,
    );
    renderRoutes(
      [
        {
          path: '/ar/comics/reader/:comicId',
          element: <ComicReader comicId="origins-1" onBack={() => {}} />,
        },
      ],
      '/ar/comics/reader/origins-1',
    );
    const arabicTitle = findComic('origins-1')?.ar?.title;
    const arabicChapter = getComicChapters('origins-1')[0]?.titleAr;
    expect(arabicTitle).toMatch(/[\u0600-\u06ff]/);
    expect(arabicChapter).toMatch(/[\u0600-\u06ff]/);
    expect(
      (await screen.findAllByText(arabicTitle!, {}, { timeout: 3000 })).length,
    ).toBeGreaterThan(0);
    expect(await screen.findByText(arabicChapter!, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Origins: The Awakening')).not.toBeInTheDocument();
  });
});
