import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR_HIDE_MS, createAutoHide } from './use-auto-hide';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A started bar and the number of times its listeners were told of a change. */
function started(delay = BAR_HIDE_MS) {
  const bar = createAutoHide(delay);
  const changes = vi.fn();
  bar.subscribe(changes);
  const stop = bar.start();
  return { bar, changes, stop };
}

describe('the reader bar store', () => {
  it('shows, then hides once the delay has passed without activity', () => {
    const { bar, changes } = started();
    expect(bar.visible()).toBe(true);
    vi.advanceTimersByTime(BAR_HIDE_MS - 1);
    expect(bar.visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.visible()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('restarts the clock on show, and tells listeners only of real changes', () => {
    const { bar, changes } = started(1000);
    vi.advanceTimersByTime(800);
    bar.show();
    expect(changes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(800);
    expect(bar.visible()).toBe(true);
    vi.advanceTimersByTime(200);
    expect(bar.visible()).toBe(false);
    bar.show();
    expect(bar.visible()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('stays while held, and hides a delay after it is let go', () => {
    const { bar } = started(1000);
    bar.hold(true);
    vi.advanceTimersByTime(5000);
    expect(bar.visible()).toBe(true);
    bar.hold(false);
    vi.advanceTimersByTime(999);
    expect(bar.visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.visible()).toBe(false);
    bar.hold(true);
    expect(bar.visible()).toBe(true);
  });

  it('toggles: hides a shown bar at once, and a bar shown by toggle hides again later', () => {
    const { bar } = started(1000);
    bar.toggle();
    expect(bar.visible()).toBe(false);
    bar.toggle();
    expect(bar.visible()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(bar.visible()).toBe(false);
  });

  it('stops its clock when stopped, and forgets a listener that unsubscribed', () => {
    const { bar, stop } = started(1000);
    const later = vi.fn();
    const unsubscribe = bar.subscribe(later);
    unsubscribe();
    stop();
    vi.advanceTimersByTime(5000);
    expect(bar.visible()).toBe(true);
    bar.toggle();
    expect(later).not.toHaveBeenCalled();
  });
});
