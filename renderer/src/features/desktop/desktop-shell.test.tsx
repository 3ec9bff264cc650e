import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../lib/i18n/en';
import { createFakeBridge, installBridge, uninstallBridge } from './test/fake-bridge';
import { renderShell, shellRoutes } from './test/render-shell';

afterEach(() => {
  uninstallBridge();
  vi.restoreAllMocks();
});

const setNavigatorOnline = (online: boolean) => {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

const OFFLINE_MESSAGE = en.desktop.offline;

describe('in a plain browser (no bridge)', () => {
  it('shows no fullscreen button, attract screen or offline notice', async () => {
    renderShell('/comics/reader/origins-1');
    expect(await screen.findByRole('toolbar', { name: 'Reader controls' })).toBeInTheDocument();
    // Let every effect and promise settle before asserting absence.
    await act(async () => {});
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('attract-screen')).not.toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    expect(document.querySelector('style')).toBeNull();
  });

  it('shows the offline notice while the browser is offline and hides it when back online', async () => {
    renderShell('/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();

    act(() => setNavigatorOnline(false));
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);

    act(() => setNavigatorOnline(true));
    await waitFor(() => expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument());
  });

  it('starts offline when the browser already is', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderShell('/');
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeVisible();
  });
});

describe('in the desktop app', () => {
  it('renders to HTML without touching the bridge (render-safe)', async () => {
    const fake = installBridge(createFakeBridge({ kiosk: true }));
    const handler = createStaticHandler(shellRoutes);
    const context = await handler.query(new Request('http://localhost/comics/reader/origins-1'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(<StaticRouterProvider router={router} context={context} />);
    expect(html).toContain('Reader controls');
    expect(html).not.toContain('Touch to start');
    expect(html).not.toContain('fullscreen');
    for (const method of Object.values(fake.bridge)) {
      if (typeof method === 'function') expect(method).not.toHaveBeenCalled();
    }
  });

  it('follows the online state main pushes', async () => {
    const fake = installBridge(createFakeBridge());
    renderShell('/');
    await waitFor(() => expect(fake.bridge.onOnlineChange).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();

    act(() => fake.emit.online(false));
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeVisible();
    act(() => fake.emit.online(true));
    await waitFor(() => expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument());
  });

  it('shows the offline notice at start when main reports offline', async () => {
    installBridge(createFakeBridge({ online: false }));
    renderShell('/');
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeVisible();
  });

  it('stays offline while the browser is offline even if main thinks otherwise', async () => {
    const fake = installBridge(createFakeBridge());
    renderShell('/');
    await waitFor(() => expect(fake.bridge.getInfo).toHaveBeenCalled());
    act(() => setNavigatorOnline(false));
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeVisible();
    act(() => fake.emit.online(true));
    await act(async () => {});
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeVisible();
  });

  it('restores reading progress from main at start', async () => {
    installBridge(createFakeBridge({ progress: { 'comic-progress-origins-1': '4' } }));
    renderShell('/');
    await waitFor(() => expect(localStorage.getItem('comic-progress-origins-1')).toBe('4'));
  });

  it('unsubscribes from main when unmounted', async () => {
    const fake = installBridge(createFakeBridge());
    const { unmount } = renderShell('/');
    await waitFor(() => expect(fake.listeners.online.size).toBe(1));
    unmount();
    expect(fake.listeners.online.size).toBe(0);
  });
});
