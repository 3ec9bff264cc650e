/// <reference types="vite/client" />
// First: every schema the app builds is made after it (see the module).
import './lib/zod-jitless';
import '@fontsource/bangers/400.css';
import '@fontsource-variable/reem-kufi/index.css';
import '@fontsource-variable/cairo/index.css';
import './styles/index.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from './app/providers';
import { readEmbeddedQueries } from './lib/embedded-queries';
import { LIVE_MARK, markStarted } from './lib/first-render';
import { handOverFields, releaseHeld } from './lib/hand-over';
import { hasOwnTitle } from './lib/page-title';
import { nextTask, openBrowserState } from './lib/start-tasks';
import { addWebFonts } from './lib/web-fonts';
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

/**
 * How long a prerendered page waits for its web fonts, once everything else is in, to go live (it
 * waited 500 ms, which held a phone's page dead for those 500 ms: `bench:web`'s live figures).
 */
const FONT_WAIT_MS = 100;

/** What the boot script of a prerendered page leaves on `window` (see shared/boot.ts). */
interface BootHandle {
  takeTaps(): HTMLButtonElement[];
  /** Settles once the full stylesheet has loaded (or failed to). */
  styled: Promise<void>;
}

/** Runs `done` once, after the tree's first commit (hydration finished). */
function AfterFirstCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

const bootData = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset;
// A page served to a request without a session cookie was prerendered signed out (see
// renderer/scripts/prerender.ts): the app starts signed out too.
const signedOut = bootData?.session === 'none';

// The answers the prerendered page was built with (the academy's courses): the first render shows
// them, as the HTML does, instead of a loading state.
const embedded = readEmbeddedQueries();

const app = (router: DataRouter, hydrated: () => void = () => {}) => (
  <StrictMode>
    <AfterFirstCommit done={hydrated}>
      <AppProviders signedOut={signedOut} embedded={embedded}>
        <RouterProvider router={router} />
      </AppProviders>
    </AfterFirstCommit>
  </StrictMode>
);

const container = document.getElementById('root')!;
let router: DataRouter;
if (container.firstElementChild) {
  const boot = (window as { __abtalBoot?: BootHandle }).__abtalBoot;
  // The web fonts are fetched beside the stylesheet and come in with it, a family a frame.
  const fonts = bootData?.fonts;
  const fontsIn = fonts
    ? addWebFonts(fonts, Promise.resolve(boot?.styled)).catch((error: unknown) =>
        console.warn('The web fonts were not added:', error),
      )
    : undefined;
  // The modules' own code (the libraries' and the app's) has just run in this task.
  await nextTask();
  await Promise.all([loadMatchedPages(routes), boot?.styled, openBrowserState()]);
  // Fonts that are nearly in are added before the app draws anything the HTML did not have (the
  // reader's toolbar: drawn in a fallback face, its text would move a fraction of a pixel as they
  // came in), and their relayouts are not mixed into hydration's. On a phone's network they arrive
  // a second or more after the app: the page goes live without them, in the fallback faces sized
  // to take their room.
  await Promise.race([fontsIn, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
  // The router starts in a task of its own (creating it, which matches the address against every
  // route, is a few milliseconds).
  await nextTask();
  // Created as a router over server-rendered HTML (with its data: none, the routes load none), it
  // leaves the page where the visitor has scrolled it meanwhile instead of putting it back at the
  // top as it takes over.
  router = createBrowserRouter(routes, { hydrationData: {} });
  // The first page lays out its lower sections only as they come near (see shared/boot.ts); the
  // pages the app shows next are laid out whole, so a remembered scroll position is found. A new
  // query or hash (the reader's page number) is the same page.
  const first = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === first) return;
    delete document.documentElement.dataset.firstPage;
    unsubscribe();
  });
  await nextTask();
  // Buttons tapped while the page was loading (held by the boot script, see shared/boot.ts) are
  // pressed again once the page is live, after what was typed meanwhile has reached the app (a
  // held submit sends it). The boot script holds them until hydration has finished: a field
  // filled while it ran is not seen by the app (React drops input to a part not yet hydrated)
  // until it is handed over, and a tap React replayed meanwhile sent the form without it.
  let replayed = false;
  const replayTaps = () => {
    if (replayed) return;
    replayed = true;
    const taps = boot?.takeTaps() ?? [];
    markStarted();
    handOverFields(container);
    document.documentElement.dataset.live = '';
    performance.mark(LIVE_MARK);
    for (const button of taps) {
      releaseHeld(button);
      if (button.isConnected) button.click();
    }
  };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap during it shows at once that it was received.
  startTransition(() => {
    hydrateRoot(container, app(router, replayTaps));
  });
} else {
  // The desktop app and the development server start from the empty shell.
  router = createBrowserRouter(routes);
  markStarted();
  createRoot(container).render(
    app(router, () => {
      document.documentElement.dataset.live = '';
    }),
  );
}

// Each page's title, as its prerendered HTML has it, on every navigation. The list of routes (with
// every comic's page list, for the reader's preloads) is loaded at the first navigation to another
// page: the first page's title is already in its HTML, and a visit to one page never needs it (the
// reader's page number in the address, replaced as the reader turns pages, is the same page).
const firstPath = router.state.location.pathname;
let leftFirstPage = false;
let routeMeta: typeof import('./app/route-meta').routeMeta | undefined;
router.subscribe((state) => {
  if (!leftFirstPage && state.location.pathname === firstPath) return;
  leftFirstPage = true;
  const setTitle = (meta: NonNullable<typeof routeMeta>) => {
    // Only for the page still shown (a later navigation may have overtaken this one), and not
    // for a page that has set its own.
    if (router.state.location.key !== state.location.key) return;
    if (hasOwnTitle(state.location.pathname)) return;
    const { title } = meta(state.location.pathname);
    if (document.title !== title) document.title = title;
  };
  if (routeMeta) setTitle(routeMeta);
  else
    void import('./app/route-meta').then((module) => {
      routeMeta = module.routeMeta;
      setTitle(routeMeta);
    });
});
