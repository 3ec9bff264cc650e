import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';

const menu = vi.hoisted(() => ({ set: [] as unknown[] }));
vi.mock('electron', () => ({
  Menu: {
    setApplicationMenu: (value: unknown) => menu.set.push(value),
    buildFromTemplate: (template: unknown) => ({ template }),
  },
}));

const { desktopMenuTemplate, setAppMenu } = await import('./app-menu.js');

const labels = (items: MenuItemConstructorOptions[]) =>
  items.map((item) => item.label ?? item.role);

describe('the desktop menu', () => {
  it('has edit, view and offline menus, and the app and window menus on macOS only', () => {
    const clear = async () => undefined;
    expect(labels(desktopMenuTemplate('linux', clear))).toEqual(['editMenu', 'View', 'Offline']);
    expect(labels(desktopMenuTemplate('darwin', clear))).toEqual([
      'appMenu',
      'editMenu',
      'View',
      'Offline',
      'windowMenu',
    ]);
  });

  it('"Clear saved comics" clears the saved art, and a failure is only logged', async () => {
    const clear = vi.fn(async () => {
      throw new Error('disk gone');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = desktopMenuTemplate('win32', clear).find((item) => item.label === 'Offline');
    const item = (offline?.submenu as MenuItemConstructorOptions[])[0]!;
    expect(item.label).toBe('Clear saved comics');
    (item.click as () => void)();
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('could not clear the cache', expect.any(Error)),
    );
    expect(clear).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('a kiosk has no menu at all', () => {
    menu.set.length = 0;
    setAppMenu(true, async () => undefined);
    setAppMenu(false, async () => undefined);
    expect(menu.set[0]).toBeNull();
    expect(menu.set[1]).toMatchObject({ template: expect.any(Array) });
  });
});
