import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ default: {}, app: undefined, ipcMain: undefined }));

const { loadWindowState, restoreBounds } = await import('./window-state.js');

const primary = { x: 0, y: 0, width: 1920, height: 1040 };
const right = { x: 1920, y: 0, width: 1280, height: 1024 };

describe('window state', () => {
  it('restores saved bounds that are on screen', () => {
    const saved = { x: 100, y: 80, width: 1200, height: 800 };
    expect(restoreBounds(saved, [primary])).toEqual(saved);
  });

  it('keeps a window on a second display where it was', () => {
    const saved = { x: 2000, y: 50, width: 1000, height: 700 };
    expect(restoreBounds(saved, [primary, right])).toEqual(saved);
  });

  it('centres the default window when the saved display is gone', () => {
    const saved = { x: 2000, y: 50, width: 1000, height: 700 };
    expect(restoreBounds(saved, [primary])).toEqual({ x: 320, y: 110, width: 1280, height: 820 });
  });

  it('pulls a window hanging off the edge back inside and shrinks it to fit', () => {
    expect(restoreBounds({ x: 1500, y: 900, width: 2500, height: 600 }, [primary])).toEqual({
      x: 0,
      y: 440,
      width: 1920,
      height: 600,
    });
  });

  it('ignores garbage', () => {
    expect(restoreBounds({ x: 'a' }, [primary])).toEqual({
      x: 320,
      y: 110,
      width: 1280,
      height: 820,
    });
    expect(loadWindowState({ get: () => 'nonsense', set: vi.fn() }, [primary])).toEqual({
      bounds: { x: 320, y: 110, width: 1280, height: 820 },
      maximized: false,
      fullscreen: false,
    });
  });
});
