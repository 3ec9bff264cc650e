import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes } from '../../../test/render';
import NotificationsMenu from './NotificationsMenu';

const reminder = (slug: string, available: boolean, availableAt: string) => ({
  slug,
  title: `Guardians of Dubai: Episode ${slug.slice(-3)}`,
  availableAt,
  available,
  createdAt: new Date().toISOString(),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/', element: <NotificationsMenu /> },
  { path: '/comics/reader/:id', element: <p>reader</p> },
];

describe('NotificationsMenu', () => {
  it('counts the unlocked reminders, lists them before the waiting ones, and opening one reads it and uses it up', async () => {
    const { fn, calls } = fakeFetch({
      'GET /api/reminders': {
        body: [
          reminder('dubai-guardians-003', true, '2026-11-20T12:00:00.000Z'),
          reminder('dubai-guardians-004', false, '2026-12-20T12:00:00.000Z'),
        ],
      },
      'DELETE /api/reminders/dubai-guardians-003': {
        body: { slug: 'dubai-guardians-003', removed: true },
      },
    });
    vi.stubGlobal('fetch', fn);
    const { router } = renderRoutes(routes, '/');
    const button = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    fireEvent.click(button);
    const list = await screen.findByTestId('notifications-list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Guardians of Dubai: Episode 003 is out for you');
    expect(items[1]).toHaveTextContent(/Guardians of Dubai: Episode 004 unlocks for you on Dec/);
    fireEvent.click(within(items[0]!).getByRole('link'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('-003'))).toBe(
        true,
      ),
    );
    expect(router.state.location.pathname).toBe('/comics/reader/dubai-guardians-003');
  });

  it('says how to get notifications when there are none', async () => {
    const { fn } = fakeFetch({ 'GET /api/reminders': { body: [] } });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/Nothing new\. Use Remind me/)).toBeInTheDocument();
  });

  it('removes a waiting reminder on request', async () => {
    const { fn, calls } = fakeFetch({
      'GET /api/reminders': {
        body: [reminder('dubai-guardians-004', false, '2026-12-20T12:00:00.000Z')],
      },
      'DELETE /api/reminders/dubai-guardians-004': {
        body: { slug: 'dubai-guardians-004', removed: true },
      },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Remove the reminder for Guardians of Dubai: Episode 004',
      }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
