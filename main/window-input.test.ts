import { describe, expect, it, vi } from 'vitest';
import { FakeWindow } from './testing/fake-window.js';
import { attachWindowInput, kioskRedirect, ZOOM_LIMITS, zoomLevelAfter } from './window-input.js';

describe('zoom level after a zoom key', () => {
  it.each([
    ['zoom-in', 0, 0.5],
    ['zoom-in', 4.5, 5],
    ['zoom-in', ZOOM_LIMITS.max, ZOOM_LIMITS.max],
    ['zoom-out', 0, -0.5],
    ['zoom-out', -2.5, -3],
    ['zoom-out', ZOOM_LIMITS.min, ZOOM_LIMITS.min],
    ['zoom-reset', 3, 0],
    ['zoom-reset', -2, 0],
  ] as const)('%s from %d gives %d', (decision, level, expected) => {
    expect(zoomLevelAfter(decision, level)).toBe(expected);
  });
});

describe('kiosk route guard', () => {
  it.each([
    ['app://abtal/', null],
    ['app://abtal/comics', null],
    ['app://abtal/comics/reader/origins-1', null],
    ['app://abtal/ar/comics', null],
    ['app://abtal/comics/origins-1', 'app://abtal/'],
    ['app://abtal/auth/login', 'app://abtal/'],
    ['app://abtal/auth/register', 'app://abtal/'],
    ['app://abtal/profile', 'app://abtal/'],
    ['https://abtal-universe.com/auth/login', null],
  ])('%s goes to %s', (url, target) => {
    expect(kioskRedirect(url)).toBe(target);
  });
});

describe('keys on the desktop window', () => {
  function desktop() {
    const win = new FakeWindow();
    const onStaffExit = vi.fn();
    attachWindowInput(win, { kiosk: false, onStaffExit });
    return { win, onStaffExit };
  }

  it('zooms with Ctrl +, - and 0, within the limits', () => {
    const { win } = desktop();
    expect(win.press('=', { control: true })).toBe(true);
    win.press('+', { control: true });
    expect(win.webContents.zoom).toBe(1);
    win.press('-', { control: true });
    expect(win.webContents.zoom).toBe(0.5);
    for (let n = 0; n < 20; n++) win.press('=', { control: true });
    expect(win.webContents.zoom).toBe(ZOOM_LIMITS.max);
    win.press('0', { control: true });
    expect(win.webContents.zoom).toBe(0);
  });

  it('toggles fullscreen with F11 and lets other keys reach the page', () => {
    const { win } = desktop();
    expect(win.press('F11')).toBe(true);
    expect(win.fullscreen).toBe(true);
    win.press('F11');
    expect(win.fullscreen).toBe(false);
    expect(win.press('ArrowRight')).toBe(false);
    expect(win.press('r', { control: true })).toBe(false);
  });

  it('does not hold in-app navigation to the kiosk routes', () => {
    const { win } = desktop();
    win.webContents.emit('did-navigate-in-page', {}, 'app://abtal/auth/login');
    expect(win.webContents.loads).toEqual([]);
  });
});

describe('keys on the kiosk window', () => {
  function kiosk() {
    const win = new FakeWindow();
    const onStaffExit = vi.fn();
    attachWindowInput(win, { kiosk: true, onStaffExit });
    return { win, onStaffExit };
  }

  it('blocks reload, fullscreen and zoom, and lets the reader keys through', () => {
    const { win, onStaffExit } = kiosk();
    expect(win.press('r', { control: true })).toBe(true);
    expect(win.press('F11')).toBe(true);
    expect(win.fullscreen).toBe(false);
    expect(win.press('=', { control: true })).toBe(true);
    expect(win.webContents.zoom).toBe(0);
    expect(win.press('ArrowRight')).toBe(false);
    expect(onStaffExit).not.toHaveBeenCalled();
  });

  it('asks for the staff PIN on Ctrl+Shift+Alt+K', () => {
    const { win, onStaffExit } = kiosk();
    expect(win.press('k', { control: true, shift: true, alt: true })).toBe(true);
    expect(onStaffExit).toHaveBeenCalledOnce();
  });

  it('sends a visitor who reaches a hidden form back to the start', () => {
    const { win } = kiosk();
    win.webContents.emit('did-navigate-in-page', {}, 'app://abtal/comics');
    expect(win.webContents.loads).toEqual([]);
    win.webContents.emit('did-navigate-in-page', {}, 'app://abtal/auth/login');
    expect(win.webContents.loads).toEqual(['app://abtal/']);
  });
});
