import { describe, expect, it, vi } from 'vitest';
import { createBarToggle } from './use-bar-toggle';

describe('the reader bar store', () => {
  it('shows from the start and stays without a clock', () => {
    vi.useFakeTimers();
    const bar = createBarToggle();
    vi.advanceTimersByTime(60_000);
    expect(bar.visible()).toBe(true);
    vi.useRealTimers();
  });

  it('toggles, shows, and tells listeners only of real changes', () => {
    const bar = createBarToggle();
    const changes = vi.fn();
    const stop = bar.subscribe(changes);
    bar.show();
    expect(changes).not.toHaveBeenCalled();
    bar.toggle();
    expect(bar.visible()).toBe(false);
    bar.show();
    expect(bar.visible()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
    bar.toggle();
    expect(changes).toHaveBeenCalledTimes(2);
  });
});
