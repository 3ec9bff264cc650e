/// <reference types="vite/client" />
import '@fontsource/bangers/400.css';
import '@fontsource-variable/reem-kufi/index.css';
import '@fontsource-variable/cairo/index.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';

/**
 * The prerendered page already shows the route's page: load its lazy module before the router
 * starts, so the first render matches the HTML instead of the loading fallback.
 */
async function loadMatchedPages(list: RouteObject[]) {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

const app = (router: DataRouter) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

const container = document.getElementById('root')!;
let router: DataRouter;
if (container.firstElementChild) {
  await loadMatchedPages(routes);
  router = createBrowserRouter(routes);
  hydrateRoot(container, app(router));
} else {
  // The desktop app and the development server start from the empty shell.
  router = createBrowserRouter(routes);
  createRoot(container).render(app(router));
}

// Each page's title, as its prerendered HTML has it, on every navigation. The list of routes is
// loaded after the first render: the first page's title is already in its HTML.
const { routeMeta } = await import('./app/route-meta');
router.subscribe((state) => {
  const { title } = routeMeta(state.location.pathname);
  if (document.title !== title) document.title = title;
});
