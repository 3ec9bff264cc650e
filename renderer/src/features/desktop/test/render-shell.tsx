import { Outlet, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import { DesktopShell } from '../DesktopShell';
import { FullscreenButton } from '../FullscreenButton';

/** The pieces mounted the way the app mounts them: the shell in the layout, the button in the reader. */
export const shellRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <div>
        <DesktopShell />
        <Outlet />
      </div>
    ),
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'comics', element: <h1>Comics</h1> },
      { path: 'about', element: <h1>About</h1> },
      { path: 'ar/comics', element: <h1>القصص المصورة</h1> },
      { path: 'ar/lore', element: <h1>الخط الزمني</h1> },
      {
        path: 'comics/reader/:comicId',
        element: (
          <div role="toolbar" aria-label="Reader controls">
            <FullscreenButton />
          </div>
        ),
      },
    ],
  },
];

export const renderShell = (path = '/') => renderRoutes(shellRoutes, path);
