import { seededCatalogue } from '@shared/academy/courses';
import { coursesKey } from '../features/academy/api/courses.api';
import type { EmbeddedQuery } from '../lib/embedded-queries';
import { englishPath, languageOfPath } from '../lib/language';

/**
 * The answers a page's HTML carries: data that does not depend on the visitor, as a freshly seeded
 * database gives it (the same seed data the server inserts), so the prerendered page is complete.
 */
export function prerenderQueries(url: string): EmbeddedQuery[] {
  const language = languageOfPath(url);
  switch (englishPath(url)) {
    case '/academy':
      return [{ queryKey: coursesKey(language), data: seededCatalogue(language) }];
    default:
      return [];
  }
}
