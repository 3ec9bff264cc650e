import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes } from '../../../test/render';
import { ReminderNotices } from './ReminderNotices';

const reminder = (available: boolean, availableAt: string) => ({
  slug: 'dubai-guardians-003',
  title: 'Guardians of Dubai: Episode 003',
  availableAt,
  available,
  createdAt: new Date().toISOString(),
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ReminderNotices', () => {
  it('says once on this browser that a reminded episode is unlocked, and keeps the reminder', async () => {
    const { fn, calls } = fakeFetch({
      'GET /api/reminders': { body: [reminder(true, new Date().toISOString())] },
    });
    vi.stubGlobal('fetch', fn);
    const first = renderRoutes([{ path: '/', element: <ReminderNotices signedIn /> }], '/');
    expect(await screen.findByText('Now unlocked for you')).toBeInTheDocument();
    expect(
      screen.getByText('Guardians of Dubai: Episode 003 is out for you. Enjoy the read!'),
    ).toBeInTheDocument();
    first.unmount();
    // The next visit (a reload) asks again and says nothing: the notice was given here.
    renderRoutes([{ path: '/', element: <ReminderNotices signedIn /> }], '/');
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(screen.queryByText('Now unlocked for you')).toBeNull();
    // The reminder stays for the notifications menu: nothing removed it.
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('asks again at the unlock time, so the notice comes without a reload', async () => {
    const unlock = new Date(Date.now() + 300).toISOString();
    let asked = 0;
    const { fn } = fakeFetch({
      'GET /api/reminders': () => {
        asked += 1;
        return { body: [reminder(asked > 1, unlock)] };
      },
      'DELETE /api/reminders/dubai-guardians-003': {
        body: { slug: 'dubai-guardians-003', removed: true },
      },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes([{ path: '/', element: <ReminderNotices signedIn /> }], '/');
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByText('Now unlocked for you')).toBeNull();
    expect(
      await screen.findByText('Now unlocked for you', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Now unlocked for you')).toHaveLength(1);
  });

  it('waits until the member leaves the reader, which keeps the screen for the page', async () => {
    const { fn } = fakeFetch({
      'GET /api/reminders': { body: [reminder(true, new Date().toISOString())] },
    });
    vi.stubGlobal('fetch', fn);
    const { router } = renderRoutes(
      [
        { path: '/comics/reader/:id', element: <ReminderNotices signedIn /> },
        { path: '/comics', element: <ReminderNotices signedIn /> },
      ],
      '/comics/reader/origins-1',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Now unlocked for you')).toBeNull();
    await router.navigate('/comics');
    expect(await screen.findByText('Now unlocked for you')).toBeInTheDocument();
  });

  it('asks nothing of a signed-out visitor', () => {
    const { fn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fn);
    renderRoutes([{ path: '/', element: <ReminderNotices signedIn={false} /> }], '/');
    expect(calls).toEqual([]);
  });
});
