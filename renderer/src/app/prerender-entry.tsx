import { type ReactElement, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { embeddedQueriesJson } from '../lib/embedded-queries';
import { prerenderQueries } from './prerender-queries';
import { AppProviders } from './providers';
import { routes } from './routes';

// The prerender step (renderer/perf/prerender.ts) reads the route list from this build, where the
// art paths carry their content hashes.
export {
  CLIENT_ROUTE_PREFIXES,
  NOT_FOUND_META,
  PUBLIC_ROUTES,
  SITE_NAME,
  SITE_ORIGIN,
  shareImagePath,
} from './route-meta';

/**
 * The HTML of one address, rendered at build from the same tree the browser hydrates: a static
 * data router with the route's lazy page resolved. `signedOut`: as a visitor without a session sees
 * it; otherwise as a member's browser first shows it, while it asks who is signed in.
 * prerender (unlike renderToString) waits for every suspended part, so lazy parts render too.
 * The data the page shows to every visitor (the academy's courses) is rendered, and carried in the
 * HTML for the browser to hydrate with.
 */
export async function renderPage(
  url: string,
  { signedOut = false }: { signedOut?: boolean } = {},
): Promise<{ html: string; page?: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queries = prerenderQueries(url);
  const embedded = queries.length ? embeddedQueriesJson(queries) : undefined;
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders signedOut={signedOut} embedded={embedded}>
        {/* No router data to hand over (no loaders): the client starts from the address alone. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length) throw new Error(`${url} failed to render: ${String(errors[0])}`);
  // The page module's name (HomePage -> src/pages/HomePage.tsx) lets the page's HTML preload its
  // chunks; a wrapped page (signed-in only) has none and loads after the entry.
  // (The data router turns a route's Component into its element.)
  const element = context.matches.at(-1)?.route.element as ReactElement | undefined;
  const page = typeof element?.type === 'function' ? element.type.name : undefined;
  return { html: await new Response(prelude).text(), page: page || undefined };
}
