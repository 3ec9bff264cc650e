import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COMICS } from '@shared/content/comics';
import { comicImages, OfflineLibrary } from './OfflineLibrary';
import { createFakeBridge, installBridge, uninstallBridge } from './test/fake-bridge';

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
});
