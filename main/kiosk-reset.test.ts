import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskState } from '../shared/ipc.js';
import { realTimers } from './kiosk.js';
import { createVisitorSession, resetVisitor, type VisitorTraces } from './kiosk-reset.js';

/** Traces whose every clearing step is written down, in order. */
function traces(options: { serverDown?: boolean } = {}) {
  const steps: string[] = [];
  const requests: [string, RequestInit | undefined][] = [];
  const value: VisitorTraces = {
    session: {
      fetch: async (url, init) => {
        requests.push([url, init]);
        steps.push('logout');
        if (options.serverDown) throw new Error('offline');
        return new Response(null, { status: 204 });
      },
      clearStorageData: async () => void steps.push('storage'),
      clearCache: async () => void steps.push('cache'),
      clearAuthCache: async () => void steps.push('auth'),
    },
    apiOrigin: 'https://abtal-universe.com',
    progress: { clear: () => void steps.push('progress') },
    savedAnswers: { clear: () => void steps.push('saved answers') },
    showStart: async () => void steps.push('start page'),
  };
  return { value, steps, requests };
}

const ALL_STEPS = ['logout', 'storage', 'cache', 'auth', 'progress', 'saved answers', 'start page'];

describe('a visitor reset', () => {
  it('ends the server session, clears every trace, then shows the start page', async () => {
    const { value, steps, requests } = traces();
    await resetVisitor(value);
    expect(steps).toEqual(ALL_STEPS);
    expect(requests).toHaveLength(1);
    const [url, init] = requests[0]!;
    expect(url).toBe('https://abtal-universe.com/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('clears everything on this computer even when the server cannot be reached', async () => {
    const { value, steps } = traces({ serverDown: true });
    await resetVisitor(value);
    expect(steps).toEqual(ALL_STEPS);
  });
});

describe('the kiosk visitor session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resets the visitor after the idle timeout and returns to attract', async () => {
    const { value, steps } = traces();
    const states: KioskState[] = [];
    const session = createVisitorSession(
      { idleTimeoutSeconds: 30, promptSeconds: 10 },
      { traces: value, timers: realTimers, onChange: (state) => states.push(state) },
    );
    session.activity();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(steps).toEqual(ALL_STEPS);
    expect(states.map((state) => state.phase)).toEqual([
      'active',
      'prompt',
      'resetting',
      'attract',
    ]);
  });

  it('logs a reset that fails and still returns to attract', async () => {
    const { value } = traces();
    value.session.clearStorageData = async () => {
      throw new Error('disk gone');
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = createVisitorSession(
      { idleTimeoutSeconds: 30, promptSeconds: 10 },
      { traces: value, timers: realTimers, onChange: () => undefined },
    );
    await session.reset();
    expect(error).toHaveBeenCalledWith('kiosk: reset failed', expect.any(Error));
    expect(session.current).toEqual({ phase: 'attract' });
    error.mockRestore();
  });
});
