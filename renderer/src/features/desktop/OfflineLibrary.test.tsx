import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMICS } from '@shared/content/comics';
import type { Episode } from '@shared/schemas/content.schemas';
import { comicImages, episodeFiles, OfflineLibrary } from './OfflineLibrary';
import { createFakeBridge, installBridge, uninstallBridge } from './test/fake-bridge';

const summary = (slug: string, available: boolean) => ({
  id: `id-${slug}`,
  slug,
  title: `The ${slug} episode`,
  description: null,
  arc: null,
  heroId: null,
  coverImage: `/api/episodes/${slug}/cover`,
  requiredTier: available ? 'FREE' : 'PLATINUM',
  releaseAt: null,
  lockUntil: null,
  featured: false,
  pageCount: 2,
  availableAt: available ? '2026-11-01T00:00:00.000Z' : null,
  available,
});
const pages = (slug: string) =>
  [1, 2].map((number) => ({ number, image: `/api/episodes/${slug}/pages/${number}` }));

afterEach(() => uninstallBridge());

describe('OfflineLibrary', () => {
  it('shows nothing in a browser', () => {
    const { container } = render(<OfflineLibrary />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing on a kiosk, which saves everything itself', async () => {
    const fake = installBridge(createFakeBridge({ kiosk: true }));
    const { container } = render(<OfflineLibrary />);
    await waitFor(() => expect(fake.bridge.getInfo).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('saves a comic for offline: its cover and every page, then says it is saved', async () => {
    const fake = installBridge(createFakeBridge());
    const comic = COMICS[0]!;
    render(<OfflineLibrary />);
    const button = await screen.findByRole('button', { name: `Save ${comic.title} for offline` });
    await userEvent.click(button);
    expect(fake.bridge.saveOffline).toHaveBeenCalledWith(comicImages(comic.id, comic.image));
    expect(comicImages(comic.id, comic.image).length).toBeGreaterThan(1);
    expect(await screen.findByText('Saved for offline')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Save ${comic.title} for offline` }),
    ).not.toBeInTheDocument();
  });

  it('says how much was saved when the network went away', async () => {
    const fake = installBridge(createFakeBridge());
    fake.bridge.saveOffline.mockResolvedValue({ saved: 2, total: 5, offline: true });
    const comic = COMICS[0]!;
    render(<OfflineLibrary />);
    await userEvent.click(
      await screen.findByRole('button', { name: `Save ${comic.title} for offline` }),
    );
    expect(
      await screen.findByText('2 of 5 pages saved: connect to save the rest'),
    ).toBeInTheDocument();
  });

  it('lists the episodes on the server the member may read, and saves one with its cover, pages and panels', async () => {
    const fake = installBridge(createFakeBridge());
    const episode = { ...summary('night-watch', true), pages: pages('night-watch') } as Episode;
    const loadServerEpisodes = vi.fn(async () => [episode]);
    render(<OfflineLibrary loadServerEpisodes={loadServerEpisodes} />);
    const button = await screen.findByRole('button', {
      name: 'Save The night-watch episode for offline',
    });
    const images = [
      '/api/episodes/night-watch/cover',
      '/api/episodes/night-watch/pages/1',
      '/api/episodes/night-watch/pages/2',
      '/api/episodes/night-watch/panels',
    ];
    expect(episodeFiles(episode)).toEqual(images);
    await waitFor(() => expect(fake.bridge.offlineStatus).toHaveBeenCalledWith(images));
    await userEvent.click(button);
    expect(fake.bridge.saveOffline).toHaveBeenCalledWith(images);
    expect(loadServerEpisodes).toHaveBeenCalledTimes(1);
  });

  it('lists the bundled comics alone when the server cannot list its episodes', async () => {
    installBridge(createFakeBridge());
    render(<OfflineLibrary loadServerEpisodes={() => Promise.reject(new Error('offline'))} />);
    expect(
      await screen.findByRole('button', { name: `Save ${COMICS[0]!.title} for offline` }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(COMICS.length);
  });
});
