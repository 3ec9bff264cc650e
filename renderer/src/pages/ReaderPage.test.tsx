import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComicReader } from '../features/reader/ComicReader';
import { flushProgress } from '../features/reader/progress-server';
import { useReaderText } from '../features/reader/use-reader-text';
import { testUser } from '../test/factories';
import { fakeFetch, renderRoutes } from '../test/render';
import ReaderPage from './ReaderPage';

// Every part of the open reader reads its texts: a count of its draws.
vi.mock('../features/reader/use-reader-text', async (importActual) => {
  const actual = await importActual<typeof import('../features/reader/use-reader-text')>();
  return { ...actual, useReaderText: vi.fn(actual.useReaderText) };
});
const readerDraws = () => vi.mocked(useReaderText).mock.calls.length;

/**
 * The reader's draws once it has settled: the same count twice, 300 ms apart (a busy machine may
 * still be drawing what arrived late, such as the panel data, when the page first shows).
 */
async function settledDraws(): Promise<number> {
  let last = -1;
  await waitFor(
    () => {
      const now = readerDraws();
      const settled = now === last;
      last = now;
      expect(settled).toBe(true);
    },
    { interval: 300, timeout: 10_000 },
  );
  return last;
}

/** Waits for the cover's sponsor unit to have its answer (none here), which the reader asks at open. */
const sponsorAsked = (queryClient: QueryClient) =>
  waitFor(() =>
    expect(queryClient.getQueryState(['/api/sponsor-units/episodes', 'origins-1'])?.status).toBe(
      'error',
    ),
  );

const routes: RouteObject[] = [
  { path: '/comics', element: <p>Comics list</p> },
  { path: '/characters', element: <p>Heroes list</p> },
  {
    path: '/comics/reader/:comicId',
    element: (
      <StrictMode>
        <ReaderPage />
      </StrictMode>
    ),
  },
];

/** The server's read counter: GET answers the count, POST adds one. */
function readCounter(comicId: string, start = 0) {
  let count = start;
  return fakeFetch({
    [`GET /api/comic-reads/${comicId}`]: () => ({ body: { comicId, count } }),
    [`POST /api/comic-reads/${comicId}`]: () => {
      count += 1;
      return { body: { comicId, count } };
    },
  });
}

/** The faces and sizes (Tailwind's classes, the nearest of each kind) of the texts inside `root`. */
function typesOfText(root: Element): Set<string> {
  const nearest = (element: Element, kind: RegExp, otherwise: string) => {
    for (let at: Element | null = element; at && root.contains(at); at = at.parentElement) {
      const found = [...at.classList].filter((name) => kind.test(name));
      if (found.length > 0) return found.sort().join(' ');
    }
    return otherwise;
  };
  const types = new Set<string>();
  for (const element of root.querySelectorAll('*')) {
    const text = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!text) continue;
    types.add(
      [
        nearest(element, /^font-display$/, 'text face'),
        nearest(element, /^font-(?:medium|semibold|bold)$/, 'regular'),
        nearest(element, /^(?:(?:sm|md|lg):)?text-(?:xs|sm|base|lg|\d?xl)$/, 'base size'),
      ].join(', '),
    );
  }
  return types;
}

const indicator = (text: string) => screen.findByText(text, {}, { timeout: 3000 });
const press = (key: string, target: Element | Window = window) =>
  fireEvent.keyDown(target, { key });

// A portrait screen shows one page at a time (a landscape one pairs pages into spreads).
beforeEach(() => {
  vi.stubGlobal('innerWidth', 800);
  vi.stubGlobal('innerHeight', 1000);
});
afterEach(async () => {
  // Progress still queued for the server goes out to this test's server, not the next one's.
  await flushProgress();
  vi.unstubAllGlobals();
});

describe('comic reader: opening', () => {
  it('shows a loading screen, then the first page when nothing is saved', async () => {
    vi.stubGlobal('fetch', readCounter('origins-1').fn);
    renderRoutes(routes, '/comics/reader/origins-1');
    expect(screen.getByText('Loading comic...')).toBeInTheDocument();
    expect(await indicator('Page 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('opens on a frame that draws the page and its bar, the transcript following', async () => {
    vi.stubGlobal('fetch', readCounter('origins-1').fn);
    // For the change of the document in which the page first is there: whether the bar (which
    // decides the page's place) and the transcript were there too.
    const withPage: boolean[][] = [];
    const observer = new MutationObserver(() => {
      if (withPage.length > 0 || !document.querySelector('[data-testid="reader-stage"]')) return;
      withPage.push(
        ['reader-bar', 'reader-text'].map(
          (id) => document.querySelector(`[data-testid="${id}"]`) !== null,
        ),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderRoutes(routes, '/comics/reader/origins-1');
    expect(await indicator('Page 1 of 6')).toBeInTheDocument();
    observer.disconnect();
    expect(withPage).toEqual([[true, false]]);
    expect(await screen.findByTestId('reader-text')).toBeInTheDocument();
  });

  it('prepares every face and size of the reader bar while the loading screen shows', async () => {
    vi.stubGlobal('fetch', readCounter('origins-1').fn);
    renderRoutes(routes, '/comics/reader/origins-1');
    const warmup = screen.getByTestId('reader-font-warmup');
    expect(warmup).toHaveAttribute('aria-hidden', 'true');
    expect(warmup).toHaveClass('invisible');
    const prepared = typesOfText(warmup);
    await indicator('Page 1 of 6');
    expect(screen.queryByTestId('reader-font-warmup')).not.toBeInTheDocument();
    const used = typesOfText(screen.getByTestId('reader-bar'));
    expect(used.size).toBeGreaterThan(2);
    expect([...used].filter((type) => !prepared.has(type))).toEqual([]);
  });

  it('clamps a saved page beyond the total to the last page', async () => {
    window.localStorage.setItem('comic-progress-origins-1', '99');
    vi.stubGlobal('fetch', readCounter('origins-1').fn);
    renderRoutes(routes, '/comics/reader/origins-1');
    expect(await indicator('Page 6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Go to page' })).toHaveAttribute(
      'aria-valuenow',
      '6',
    );
  });
});

describe('comic reader: turning pages', () => {
  it('turns pages with ArrowRight, Space and ArrowLeft and saves each change', async () => {
    vi.stubGlobal('fetch', readCounter('origins-1').fn);
    renderRoutes(routes, '/comics/reader/origins-1');
    await indicator('Page 1 of 6');

    press('ArrowRight');
    expect(await indicator('Page 2 of 6')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('comic-progress-origins-1')).toBe('2'));

    press(' ', document.body);
    expect(await indicator('Page 3 of 6')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('comic-progress-origins-1')).toBe('3'));

    press('ArrowLeft');
    expect(await indicator('Page 2 of 6')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('comic-progress-origins-1')).toBe('2'));
  });

  it('shows the progress percentage of current over total', async () => {
    window.localStorage.setItem('comic-progress-origins-1', '2');
    vi.stubGlobal('fetch', readCounter('origins-1').fn);
    renderRoutes(routes, '/comics/reader/origins-1');
    await indicator('Page 2 of 6');
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Go to page' })).toHaveAttribute(
      'aria-valuetext',
      'Page 2 of 6',
    );
  });

  it('does not turn past the ends', async () => {
    window.localStorage.setItem('comic-progress-nazra-origins', '3');
    vi.stubGlobal('fetch', readCounter('nazra-origins').fn);
    renderRoutes(routes, '/comics/reader/nazra-origins');
    await indicator('Page 3 of 3');
    press('ArrowRight');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(window.localStorage.getItem('comic-progress-nazra-origins')).toBe('3');
  });

  it('ignores reader keys while typing in an input', async () => {
    vi.stubGlobal('fetch', readCounter('origins-1').fn);
    renderRoutes(
      [
        {
          path: '/comics/reader/:comicId',
          element: (
            <>
              <input aria-label="Note" />
              <ReaderPage />
            </>
          ),
        },
        { path: '/comics', element: <p>Comics list</p> },
      ],
      '/comics/reader/origins-1',
    );
    await indicator('Page 1 of 6');
    const input = screen.getByRole('textbox', { name: 'Note' });
    press('ArrowRight', input);
    press(' ', input);
    press('Escape', input);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
    expect(screen.queryByText('Comics list')).not.toBeInTheDocument();
  });

  it('goes back in history on Escape', async () => {
    vi.stubGlobal('fetch', readCounter('origins-1').fn);
    const { router } = renderRoutes(routes, '/characters');
    await act(() => router.navigate('/comics/reader/origins-1'));
    await indicator('Page 1 of 6');
    press('Escape');
    await waitFor(() => expect(router.state.location.pathname).toBe('/characters'));
    expect(screen.getByText('Heroes list')).toBeInTheDocument();
  });
});

describe('comic reader: the read count', () => {
  it('sets the read flag and counts one read, once, under StrictMode', async () => {
    const counter = readCounter('origins-1', 4);
    vi.stubGlobal('fetch', counter.fn);
    renderRoutes(routes, '/comics/reader/origins-1');
    expect(await screen.findByText('5 reads')).toBeInTheDocument();
    expect(window.localStorage.getItem('comic-read-origins-1')).toBe('true');
    const posts = counter.calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', url: '/api/comic-reads/origins-1', body: undefined }]);
  });

  it('on a first open asks only for the increment, whose answer is the count shown', async () => {
    const counter = readCounter('origins-1', 4);
    vi.stubGlobal('fetch', counter.fn);
    renderRoutes(routes, '/comics/reader/origins-1');
    expect(await screen.findByText('5 reads')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(counter.calls.filter((call) => call.url === '/api/comic-reads/origins-1')).toEqual([
      { method: 'POST', url: '/api/comic-reads/origins-1', body: undefined },
    ]);
  });

  it('asks for the count when the increment fails', async () => {
    const server = fakeFetch({
      'GET /api/comic-reads/origins-1': { body: { comicId: 'origins-1', count: 9 } },
      'POST /api/comic-reads/origins-1': { status: 503, body: 'busy' },
    });
    vi.stubGlobal('fetch', server.fn);
    renderRoutes(routes, '/comics/reader/origins-1');
    expect(await screen.findByText('9 reads')).toBeInTheDocument();
    expect(
      server.calls.filter((call) => call.url === '/api/comic-reads/origins-1').map((c) => c.method),
    ).toEqual(['POST', 'GET']);
  });

  it('does not count again when this browser has already read the comic', async () => {
    window.localStorage.setItem('comic-read-origins-1', 'true');
    const counter = readCounter('origins-1', 7);
    vi.stubGlobal('fetch', counter.fn);
    renderRoutes(routes, '/comics/reader/origins-1');
    expect(await screen.findByText('7 reads')).toBeInTheDocument();
    expect(counter.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a count of 0 when the count cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/comic-reads/guardians-2': { status: 500, body: 'boom' },
        'POST /api/comic-reads/guardians-2': { status: 500, body: 'boom' },
      }).fn,
    );
    renderRoutes(routes, '/comics/reader/guardians-2');
    expect(await screen.findByText('0 reads')).toBeInTheDocument();
  });
});

describe('comic reader: server episodes, missing comics and slow images', () => {
  it("shows a server episode's cover, dimmed, behind the loading screen while it is asked for", () => {
    // The episode's answer never comes: the loading screen stays.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderRoutes(routes, '/comics/reader/dubai-guardians-009');
    expect(screen.getByText('Loading comic...')).toBeInTheDocument();
    const cover = document.querySelector('img');
    expect(cover).toHaveAttribute('src', '/api/episodes/dubai-guardians-009/cover');
    expect(cover).toHaveAttribute('aria-hidden', 'true');
    expect(cover).toHaveClass('opacity-30');
  });

  it('moving to another server episode never shows the one before, not even in the title', async () => {
    const episode = {
      id: 'id-night-watch',
      slug: 'night-watch',
      title: 'Night Watch',
      description: null,
      arc: null,
      heroId: null,
      coverImage: '/api/episodes/night-watch/cover',
      requiredTier: 'FREE',
      releaseAt: '2026-11-01T00:00:00.000Z',
      lockUntil: null,
      featured: false,
      pageCount: 1,
      availableAt: '2026-11-01T00:00:00.000Z',
      available: true,
      pages: [{ number: 1, image: '/api/episodes/night-watch/pages/1' }],
    };
    const server = fakeFetch({ 'GET /api/episodes/night-watch': { body: episode } });
    // The next episode's answer never comes.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/episodes/day-watch')
        ? new Promise<Response>(() => {})
        : server.fn(input, init),
    );
    const { router } = renderRoutes(routes, '/comics/reader/night-watch');
    await waitFor(() => expect(document.title).toBe('Night Watch | Abtal Universe'));
    document.title = 'Comics';
    // An urgent move (not a transition), as flushSync makes it.
    await act(() => router.navigate('/comics/reader/day-watch', { flushSync: true }));
    expect(screen.getByText('Loading comic...')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/episodes/day-watch/cover');
    expect(document.title).toBe('Comics');
  });

  it.each(['no-such-comic', 'mars-chronicles-3'])(
    'shows "Comic not found or not available" for %s',
    async (comicId) => {
      const counter = readCounter(comicId);
      vi.stubGlobal('fetch', counter.fn);
      renderRoutes(routes, `/comics/reader/${comicId}`);
      expect(await screen.findByText('Comic not found or not available')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Comics' })).toHaveAttribute(
        'href',
        '/comics',
      );
      // No read is counted and no progress is sent (only the session, and the server for an
      // episode by that id, are asked).
      const asked = new Set(['/api/auth/me', `/api/episodes/${comicId}`]);
      expect(counter.calls.filter((call) => !asked.has(call.url))).toEqual([]);
      expect(window.localStorage.getItem(`comic-read-${comicId}`)).toBeNull();
    },
  );

  it('turns to a page only once its image is loaded and decoded', async () => {
    vi.stubGlobal('fetch', readCounter('jalal-origins').fn);
    const waiting = new Map<string, () => void>();
    const preload = vi.fn(
      (src: string) =>
        new Promise<void>((resolve) => {
          if (src.endsWith('page-1.svg')) resolve();
          else waiting.set(src, resolve);
        }),
    );
    renderRoutes(
      [
        {
          path: '/comics/reader/:comicId',
          element: <ComicReader comicId="jalal-origins" onBack={() => {}} preload={preload} />,
        },
      ],
      '/comics/reader/jalal-origins',
    );
    await indicator('Page 1 of 5');
    // The next page is fetched while page 1 is read.
    await waitFor(() =>
      expect(preload).toHaveBeenCalledWith('/art/comics/jalal-origins/page-2.svg'),
    );
    press('ArrowRight');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    act(() => waiting.get('/art/comics/jalal-origins/page-2.svg')?.());
    expect(await indicator('Page 2 of 5')).toBeInTheDocument();
    expect(document.querySelector('[data-page="2"] img')).toHaveAttribute('width', '800');
  });
});

describe('read count refresh', () => {
  it('shows the new count even when the first count request answers after the increment', async () => {
    let count = 2;
    let releaseFirstGet: () => void = () => {};
    let gets = 0;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(method);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (method === 'POST') {
        count += 1;
        const answer = json({ comicId: 'unity-crossover', count });
        // Released after the client has handled this answer.
        setTimeout(releaseFirstGet, 0);
        return answer;
      }
      gets += 1;
      const seen = count;
      // The first count request is slow: it answers the count from before the increment.
      if (gets === 1) await new Promise<void>((resolve) => (releaseFirstGet = resolve));
      return json({ comicId: 'unity-crossover', count: seen });
    });
    renderRoutes(routes, '/comics/reader/unity-crossover');
    expect(await screen.findByText('3 reads')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByText('3 reads')).toBeInTheDocument();
    expect(calls.filter((method) => method === 'POST')).toHaveLength(1);
  });
});

describe('reader with the address and the server', () => {
  const signedInFetch = (serverPage: number) =>
    fakeFetch({
      'GET /api/auth/me': { body: testUser() },
      'GET /api/progress': {
        body: [
          {
            slug: 'origins-1',
            currentPage: serverPage,
            totalPages: 6,
            completed: false,
            lastReadAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
      'GET /api/comic-reads/origins-1': { body: { comicId: 'origins-1', count: 1 } },
      'POST /api/comic-reads/origins-1': { body: { comicId: 'origins-1', count: 2 } },
      'PUT /api/progress/origins-1': { body: {} },
    });

  it('opens at ?page, clamped, and puts the page shown into the address', async () => {
    vi.stubGlobal('fetch', readCounter('origins-1').fn);
    const { router } = renderRoutes(routes, '/comics/reader/origins-1?page=40');
    expect(await indicator('Page 6 of 6')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=6'));
  });

  it('does not draw the open reader again as the address changes, and keeps the rest of the address', async () => {
    vi.stubGlobal('fetch', readCounter('origins-1', 2).fn);
    const { router, queryClient } = renderRoutes(routes, '/comics/reader/origins-1');
    expect(await screen.findByText('3 reads')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    await sponsorAsked(queryClient);
    const before = await settledDraws();
    await act(() =>
      router.navigate('/comics/reader/origins-1?page=1&from=news', { replace: true }),
    );
    expect(router.state.location.search).toBe('?page=1&from=news');
    expect(readerDraws()).toBe(before);
    press('ArrowRight');
    expect(await indicator('Page 2 of 6')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&from=news'));
  });

  it('keeps the bar above the page without a clock, and hides it only when asked', async () => {
    vi.stubGlobal('fetch', readCounter('origins-1', 2).fn);
    const { queryClient } = renderRoutes(routes, '/comics/reader/origins-1');
    expect(await screen.findByText('3 reads')).toBeInTheDocument();
    expect(await screen.findByTestId('reader-text')).toBeInTheDocument();
    await sponsorAsked(queryClient);
    const bar = screen.getByTestId('reader-bar');
    const before = await settledDraws();
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(bar).toHaveAttribute('data-visible', 'true');
    expect(bar).toBeVisible();
    expect(readerDraws()).toBe(before);
    press('End');
    expect(await indicator('Page 6 of 6')).toBeInTheDocument();
    expect(bar).toHaveAttribute('data-visible', 'true');
  }, 30_000);

  it('for a signed-in reader opens at the server page when it is further than this browser', async () => {
    window.localStorage.setItem('comic-progress-origins-1', '2');
    const server = signedInFetch(4);
    vi.stubGlobal('fetch', server.fn);
    renderRoutes(routes, '/comics/reader/origins-1');
    expect(await indicator('Page 4 of 6')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('comic-progress-origins-1')).toBe('4'));
    // The page shown is sent back to the server once the changes pause.
    await waitFor(
      () =>
        expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([
          {
            method: 'PUT',
            url: '/api/progress/origins-1',
            body: { currentPage: 4, totalPages: 6 },
          },
        ]),
      { timeout: 3000 },
    );
  });

  it('shows the end card past the last page while Next stays disabled', async () => {
    window.localStorage.setItem('comic-progress-nazra-origins', '3');
    vi.stubGlobal('fetch', readCounter('nazra-origins').fn);
    renderRoutes(routes, '/comics/reader/nazra-origins');
    await indicator('Page 3 of 3');
    press('ArrowRight');
    expect(await screen.findByRole('heading', { name: 'End of issue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Read again' }));
    expect(await indicator('Page 1 of 3')).toBeInTheDocument();
  });

  it('takes a key pressed the moment the opening page appears', async () => {
    window.localStorage.setItem('comic-progress-nazra-origins', '3');
    vi.stubGlobal('fetch', readCounter('nazra-origins').fn);
    // The key goes in right after the page is on screen, before the browser runs any later task.
    let pressed = false;
    const watcher = new MutationObserver(() => {
      if (pressed || !screen.queryByText('Page 3 of 3')) return;
      pressed = true;
      press('ArrowRight');
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderRoutes(routes, '/comics/reader/nazra-origins');
    try {
      expect(await screen.findByRole('heading', { name: 'End of issue' })).toBeInTheDocument();
    } finally {
      watcher.disconnect();
    }
    expect(pressed).toBe(true);
  });
});
