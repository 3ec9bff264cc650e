import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isProgressKey,
  persistProgress,
  restoreProgress,
  startProgressSync,
  SWEEP_INTERVAL_MS,
} from './progress-sync';
import { createFakeBridge, installBridge, uninstallBridge } from './test/fake-bridge';

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  uninstallBridge();
});

describe('isProgressKey', () => {
  it('accepts progress and read-flag keys only', () => {
    expect(isProgressKey('comic-progress-origins-1')).toBe(true);
    expect(isProgressKey('comic-read-nazra-origins')).toBe(true);
    expect(isProgressKey('redirectAfterLogin')).toBe(false);
    expect(isProgressKey('comic-progress-')).toBe(false);
    expect(isProgressKey('comic-bookmark-origins-1')).toBe(false);
  });
});

describe('restoreProgress', () => {
  it('fills in keys only main has, and sends main the keys it lacks', async () => {
    const fake = createFakeBridge({
      progress: { 'comic-progress-origins-1': '3', 'comic-read-origins-1': 'true' },
    });
    localStorage.setItem('comic-read-nazra-origins', 'true');
    localStorage.setItem('theme', 'dark');

    const merged = await restoreProgress(fake.bridge);

    expect(localStorage.getItem('comic-progress-origins-1')).toBe('3');
    expect(localStorage.getItem('comic-read-origins-1')).toBe('true');
    expect(fake.bridge.setProgress).toHaveBeenCalledExactlyOnceWith(
      'comic-read-nazra-origins',
      'true',
    );
    expect(merged).toEqual({
      'comic-progress-origins-1': '3',
      'comic-read-origins-1': 'true',
      'comic-read-nazra-origins': 'true',
    });
  });

  it('keeps the local value when both hold one, and tells main', async () => {
    const fake = createFakeBridge({ progress: { 'comic-progress-origins-1': '2' } });
    localStorage.setItem('comic-progress-origins-1', '5');
    await restoreProgress(fake.bridge);
    expect(localStorage.getItem('comic-progress-origins-1')).toBe('5');
    expect(fake.bridge.setProgress).toHaveBeenCalledExactlyOnceWith(
      'comic-progress-origins-1',
      '5',
    );
  });

  it('ignores keys from main that are not progress keys', async () => {
    const fake = createFakeBridge({ progress: { session: 'secret' } });
    await restoreProgress(fake.bridge);
    expect(localStorage.getItem('session')).toBeNull();
  });
});

describe('startProgressSync', () => {
  it('does nothing without a bridge', () => {
    const stop = startProgressSync(undefined);
    expect(stop).toBeTypeOf('function');
    stop();
  });

  it('writes every change of a progress key through to main, and removals as null', async () => {
    const fake = createFakeBridge();
    const stop = startProgressSync(fake.bridge);
    await settle();
    expect(fake.bridge.getProgress).toHaveBeenCalledTimes(1);

    localStorage.setItem('comic-progress-guardians-2', '2');
    localStorage.setItem('redirectAfterLogin', '/profile');
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    expect(fake.bridge.setProgress).toHaveBeenCalledExactlyOnceWith(
      'comic-progress-guardians-2',
      '2',
    );

    // An unchanged value is not sent again.
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS * 3);
    expect(fake.bridge.setProgress).toHaveBeenCalledTimes(1);

    localStorage.setItem('comic-progress-guardians-2', '3');
    localStorage.setItem('comic-read-guardians-2', 'true');
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    expect(fake.bridge.setProgress).toHaveBeenCalledWith('comic-progress-guardians-2', '3');
    expect(fake.bridge.setProgress).toHaveBeenCalledWith('comic-read-guardians-2', 'true');
    expect(fake.store).toEqual({
      'comic-progress-guardians-2': '3',
      'comic-read-guardians-2': 'true',
    });

    localStorage.removeItem('comic-progress-guardians-2');
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    expect(fake.bridge.setProgress).toHaveBeenLastCalledWith('comic-progress-guardians-2', null);
    expect(fake.store).toEqual({ 'comic-read-guardians-2': 'true' });
    stop();
  });

  it('sends the last change at once when the page is hidden or unloaded', async () => {
    const fake = createFakeBridge();
    const stop = startProgressSync(fake.bridge);
    await settle();
    localStorage.setItem('comic-progress-jalal-origins', '6');
    window.dispatchEvent(new Event('pagehide'));
    expect(fake.bridge.setProgress).toHaveBeenCalledExactlyOnceWith(
      'comic-progress-jalal-origins',
      '6',
    );
    stop();
  });

  it('stops writing through once stopped', async () => {
    const fake = createFakeBridge();
    const stop = startProgressSync(fake.bridge);
    await settle();
    stop();
    localStorage.setItem('comic-progress-origins-1', '2');
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    expect(fake.bridge.setProgress).not.toHaveBeenCalled();
  });

  it('still writes through when main cannot answer at start', async () => {
    const fake = createFakeBridge();
    fake.bridge.getProgress.mockRejectedValueOnce(new Error('no handler'));
    const stop = startProgressSync(fake.bridge);
    await settle();
    localStorage.setItem('comic-progress-origins-1', '2');
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    expect(fake.bridge.setProgress).toHaveBeenCalledExactlyOnceWith(
      'comic-progress-origins-1',
      '2',
    );
    stop();
  });
});

describe('persistProgress', () => {
  it('only writes localStorage in a browser', () => {
    persistProgress('comic-progress-origins-1', '3');
    expect(localStorage.getItem('comic-progress-origins-1')).toBe('3');
    persistProgress('comic-progress-origins-1', null);
    expect(localStorage.getItem('comic-progress-origins-1')).toBeNull();
  });

  it('writes localStorage and main at once, and the sweep does not send it again', async () => {
    const fake = installBridge(createFakeBridge());
    const stop = startProgressSync();
    await settle();

    persistProgress('comic-progress-unity-crossover', '4');
    expect(localStorage.getItem('comic-progress-unity-crossover')).toBe('4');
    expect(fake.bridge.setProgress).toHaveBeenCalledExactlyOnceWith(
      'comic-progress-unity-crossover',
      '4',
    );

    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS * 2);
    expect(fake.bridge.setProgress).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not send other keys to main', () => {
    const fake = installBridge(createFakeBridge());
    persistProgress('theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(fake.bridge.setProgress).not.toHaveBeenCalled();
  });
});
