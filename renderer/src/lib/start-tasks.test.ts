import { createBrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, openBrowserState } from './start-tasks';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('openBrowserState', () => {
  it("writes the history entry's index as the router keeps it, so the router writes nothing as it starts", async () => {
    window.history.replaceState({ usr: { from: 'news' }, key: 'k1' }, '', '/comics?page=2');
    await openBrowserState();
    expect(window.history.state).toEqual({ usr: { from: 'news' }, key: 'k1', idx: 0 });
    expect(window.location.pathname + window.location.search).toBe('/comics?page=2');

    const replace = vi.spyOn(window.history, 'replaceState');
    const router = createBrowserRouter([{ path: '/comics', element: null }]);
    expect(replace).not.toHaveBeenCalled();
    expect(router.state.location.state).toEqual({ from: 'news' });
    router.dispose();
  });

  it('leaves an index already there alone (an entry reached with Back)', async () => {
    window.history.replaceState({ usr: null, key: 'k2', idx: 3 }, '', '/lore');
    const replace = vi.spyOn(window.history, 'replaceState');
    await openBrowserState();
    expect(replace).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ usr: null, key: 'k2', idx: 3 });
  });

  it('opens both storages, each in a task of its own, and goes on where storage is turned off', async () => {
    const opened: string[] = [];
    for (const kind of ['sessionStorage', 'localStorage'] as const)
      vi.spyOn(window, kind, 'get').mockImplementation(() => {
        opened.push(kind);
        throw new DOMException('turned off', 'SecurityError');
      });
    const started = openBrowserState();
    expect(opened).toEqual([]);
    await nextTask();
    await nextTask();
    await started;
    expect(opened).toEqual(['sessionStorage', 'localStorage']);
    expect(window.history.state).toMatchObject({ idx: 0 });
  });
});
