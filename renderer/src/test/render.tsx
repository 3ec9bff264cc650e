import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from '../components/toast/Toaster';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders routes in a memory router with the app's real providers and the toaster.
 * `fetch` is whatever the test installs (vi.stubGlobal) — unit tests only.
 */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const queryClient = createQueryClient();
  const store = createStore();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <RouterProvider router={router} />
        <Toaster />
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient, store };
}

/** A fetch stand-in answering by "METHOD path" with a status and a JSON body. */
export function fakeFetch(
  answers: Record<
    string,
    | { status?: number; body?: unknown }
    | ((init?: RequestInit) => { status?: number; body?: unknown })
  >,
) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const entry = answers[`${method} ${url}`];
    const answer = typeof entry === 'function' ? entry(init) : entry;
    if (!answer) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fn, calls };
}
