import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FullscreenButton } from './FullscreenButton';
import { createFakeBridge, installBridge, uninstallBridge } from './test/fake-bridge';

afterEach(uninstallBridge);

describe('FullscreenButton', () => {
  it('renders nothing in a browser', async () => {
    const { container } = render(<FullscreenButton />);
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing in the kiosk, whose window is always fullscreen', async () => {
    const fake = installBridge(createFakeBridge({ kiosk: true }));
    const { container } = render(<FullscreenButton />);
    await waitFor(() => expect(fake.bridge.getInfo).toHaveBeenCalled());
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });

  it('toggles fullscreen through the bridge and shows the new state', async () => {
    const user = userEvent.setup();
    const fake = installBridge(createFakeBridge());
    render(<FullscreenButton />);

    const enter = await screen.findByRole('button', { name: 'Enter fullscreen' });
    expect(enter).toHaveAttribute('aria-pressed', 'false');

    await user.click(enter);
    expect(fake.bridge.toggleFullscreen).toHaveBeenCalledTimes(1);
    const exit = await screen.findByRole('button', { name: 'Exit fullscreen' });
    expect(exit).toHaveAttribute('aria-pressed', 'true');

    await user.click(exit);
    expect(fake.bridge.toggleFullscreen).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Enter fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('starts from the window state and follows F11, Escape and the OS', async () => {
    const fake = installBridge(createFakeBridge({ fullscreen: true }));
    render(<FullscreenButton />);
    expect(await screen.findByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    act(() => fake.emit.fullscreen(false));
    expect(await screen.findByRole('button', { name: 'Enter fullscreen' })).toBeInTheDocument();
    act(() => fake.emit.fullscreen(true));
    expect(await screen.findByRole('button', { name: 'Exit fullscreen' })).toBeInTheDocument();
    expect(fake.bridge.toggleFullscreen).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', async () => {
    const fake = installBridge(createFakeBridge());
    const { unmount } = render(<FullscreenButton />);
    await screen.findByRole('button', { name: 'Enter fullscreen' });
    expect(fake.listeners.fullscreenChanged.size).toBe(1);
    unmount();
    expect(fake.listeners.fullscreenChanged.size).toBe(0);
  });
});
