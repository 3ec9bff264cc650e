import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A query's answer as it was known when the page was built, carried in the page's HTML. */
export interface EmbeddedQuery {
  queryKey: QueryKey;
  data: unknown;
}

const SCRIPT_ID = 'embedded-queries';

/** The queries as the text of a JSON script element: no "<" in it, so nothing can end it early. */
export const embeddedQueriesJson = (queries: readonly EmbeddedQuery[]): string =>
  JSON.stringify(queries).replace(/</g, '\\u003c');

/** The text a prerendered page carries (before the app renders), or undefined. */
export function readEmbeddedQueries(): string | undefined {
  return document.getElementById(SCRIPT_ID)?.textContent ?? undefined;
}

/**
 * Fills the cache with the build's answers, so the page hydrates showing what its HTML shows. They
 * are marked out of date: each is asked for again once a page that uses it is live, and an
 * operator's change since the build then shows.
 */
export function seedEmbeddedQueries(client: QueryClient, json: string): void {
  let queries: EmbeddedQuery[];
  try {
    queries = JSON.parse(json) as EmbeddedQuery[];
  } catch {
    // A damaged page still works: it asks the API, as a page without embedded answers does.
    return;
  }
  if (!Array.isArray(queries)) return;
  for (const { queryKey, data } of queries) {
    client.setQueryData(queryKey, data);
    void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}

/**
 * The element that carries them: rendered at build, and rendered again with the same text while
 * the browser hydrates (React keeps the element; a script added this way never runs).
 */
export function EmbeddedQueriesScript({ json }: { json: string }) {
  return (
    <script id={SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
  );
}
