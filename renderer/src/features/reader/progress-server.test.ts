import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushProgress, hasPendingProgress, queueProgress } from './progress-server';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const puts = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init.body))]);

describe('progress sent to the server', () => {
  it('sends only the latest page of a comic once the changes pause', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    queueProgress('origins-1', 2, 6);
    queueProgress('origins-1', 3, 6);
    queueProgress('origins-1', 4, 6);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(puts(fetchMock)).toEqual([
      ['/api/progress/origins-1', { currentPage: 4, totalPages: 6 }],
    ]);
    expect(hasPendingProgress()).toBe(false);
  });

  it('keeps a change the network lost and sends it when the browser is back online', async () => {
    const fetchMock = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    queueProgress('jalal-origins', 3, 5, 0);
    await flushProgress();
    expect(hasPendingProgress()).toBe(true);

    fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(hasPendingProgress()).toBe(false));
    expect(puts(fetchMock).at(-1)).toEqual([
      '/api/progress/jalal-origins',
      { currentPage: 3, totalPages: 5 },
    ]);
  });

  it('drops a change the server refuses for good (signed out, unknown comic)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    queueProgress('origins-1', 2, 6, 0);
    await flushProgress();
    expect(hasPendingProgress()).toBe(false);
  });
});
