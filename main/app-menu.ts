import { Menu, type MenuItemConstructorOptions } from 'electron';

/**
 * The desktop menu (hidden until Alt on Windows and Linux): zoom, fullscreen and "Clear saved comics".
 * macOS also needs it for Quit and the clipboard shortcuts.
 */
export function desktopMenuTemplate(
  platform: NodeJS.Platform,
  clearSaved: () => Promise<void>,
): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  return [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { role: 'resetZoom' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Offline',
      submenu: [
        {
          label: 'Clear saved comics',
          click: () => {
            void clearSaved().catch((error) => console.error('could not clear the cache', error));
          },
        },
      ],
    },
    ...(mac ? [{ role: 'windowMenu' as const }] : []),
  ];
}

/** A kiosk has no menu at all; the desktop has the menu above. */
export function setAppMenu(kiosk: boolean, clearSaved: () => Promise<void>): void {
  Menu.setApplicationMenu(
    kiosk ? null : Menu.buildFromTemplate(desktopMenuTemplate(process.platform, clearSaved)),
  );
}
