import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes } from '../../test/render';
import { ComicReader } from './ComicReader';

// The same comic, published as a right-to-left edition.
vi.mock('@shared/content/comics', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@shared/content/comics')>();
  return {
    ...actual,
    findComic: (id: string) => {
      const comic = actual.findComic(id);
      return comic ? { ...comic, direction: 'rtl' as const } : undefined;
    },
  };
});

const label = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

function open(width: number, height: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', height);
  vi.stubGlobal(
    'fetch',
    fakeFetch({ 'GET /api/comic-reads/origins-1': { body: { comicId: 'origins-1', count: 0 } } })
      .fn,
  );
  renderRoutes(
    [
      {
        path: '/comics/reader/:comicId',
        element: <ComicReader comicId="origins-1" onBack={() => {}} />,
      },
    ],
    '/comics/reader/origins-1',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a right-to-left comic', () => {
  it('turns on with the left arrow and back with the right arrow', async () => {
    open(800, 1000);
    await label('Page 1 of 6');
    expect(screen.getByTestId('reader')).toHaveAttribute('data-direction', 'rtl');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await label('Page 2 of 6')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await label('Page 1 of 6')).toBeInTheDocument();
  });

  it('lays a spread out from right to left', async () => {
    open(1366, 900);
    await label('Page 1 of 6');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await label('Pages 2-3 of 6');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[data-page-box]')].map((box) =>
          box.getAttribute('data-page'),
        ),
      ).toEqual(['3', '2']),
    );
  });

  it('names the left arrow "Next page" in the help', async () => {
    open(800, 1000);
    await label('Page 1 of 6');
    fireEvent.keyDown(window, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keys and gestures' });
    const left = [...dialog.querySelectorAll('dt')].find((dt) => dt.textContent === 'Left arrow');
    expect(left?.nextElementSibling?.textContent).toBe('Next page');
  });
});
