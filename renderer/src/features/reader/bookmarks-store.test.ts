import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadMemberBookmarks,
  localBookmark,
  readLocalBookmarks,
  writeLocalBookmarks,
} from './bookmarks-store';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const at = '2026-11-29T00:00:00.000Z';
const mark = (page: number, note: string | null) => ({
  comicId: 'origins-1',
  page,
  note,
  createdAt: at,
});

describe("a visitor's bookmarks in this browser", () => {
  it('keep the shape the API answers, one per page, first page first', () => {
    writeLocalBookmarks('origins-1', [mark(4, 'b'), mark(2, null), mark(4, 'c')]);
    expect(JSON.parse(localStorage.getItem('comic-bookmarks-origins-1') ?? '')).toEqual([
      mark(2, null),
      mark(4, 'c'),
    ]);
    expect(readLocalBookmarks('origins-1')).toEqual([mark(2, null), mark(4, 'c')]);
    expect(readLocalBookmarks('jalal-origins')).toEqual([]);
  });

  it('leave out what cannot be read, and forget the comic when none is left', () => {
    localStorage.setItem('comic-bookmarks-origins-1', 'not json');
    expect(readLocalBookmarks('origins-1')).toEqual([]);
    localStorage.setItem(
      'comic-bookmarks-origins-1',
      JSON.stringify([{ page: 0 }, { page: 2, note: 5, createdAt: at }, mark(3, 'ok')]),
    );
    expect(readLocalBookmarks('origins-1')).toEqual([mark(3, 'ok')]);
    writeLocalBookmarks('origins-1', []);
    expect(localStorage.getItem('comic-bookmarks-origins-1')).toBeNull();
  });

  it('are made with the time they were made', () => {
    expect(localBookmark('origins-1', 2, null)).toMatchObject({ comicId: 'origins-1', page: 2 });
    expect(Date.parse(localBookmark('origins-1', 2, null).createdAt)).not.toBeNaN();
  });
});

describe('signing in', () => {
  it("merges this browser's bookmarks up: missing pages are saved, the server's note wins", async () => {
    writeLocalBookmarks('origins-1', [mark(1, 'local'), mark(3, 'local three'), mark(5, 'five')]);
    const calls: [string, string, unknown][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        calls.push([method, url, init.body ? JSON.parse(String(init.body)) : undefined]);
        if (method === 'GET') return Response.json([mark(1, 'server'), mark(3, null)]);
        const page = Number(url.split('/').pop());
        const body = JSON.parse(String(init.body)) as { note?: string };
        return Response.json(mark(page, body.note ?? null));
      }),
    );
    const merged = await loadMemberBookmarks('origins-1');
    expect(merged).toEqual([mark(1, 'server'), mark(3, 'local three'), mark(5, 'five')]);
    expect(calls.filter(([method]) => method === 'PUT')).toEqual([
      ['PUT', '/api/bookmarks/origins-1/3', { note: 'local three' }],
      ['PUT', '/api/bookmarks/origins-1/5', { note: 'five' }],
    ]);
    expect(readLocalBookmarks('origins-1')).toEqual([]);
  });

  it('keeps the local bookmarks when the server cannot take them', async () => {
    writeLocalBookmarks('origins-1', [mark(2, null)]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) =>
        init.method === 'PUT' ? new Response('{}', { status: 503 }) : Response.json([]),
      ),
    );
    await expect(loadMemberBookmarks('origins-1')).rejects.toThrow(/503/);
    expect(readLocalBookmarks('origins-1')).toEqual([mark(2, null)]);
  });
});
