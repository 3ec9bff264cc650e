import { seededCatalogue } from '@shared/academy/courses';
import type { Course } from '@shared/schemas/academy.schemas';
import { coursesKey } from '../features/academy/api/courses.api';
import type { EmbeddedQuery } from '../lib/embedded-queries';
import { englishPath, languageOfPath } from '../lib/language';

/**
 * The course list as the academy page shows it before it asks the API again (once live, see
 * lib/embedded-queries): every course with what its card shows, and the syllabus and outcomes of
 * the featured course only, the one the page sets out in depth. The other courses' lists would
 * make the page's HTML miss TCP's first round trip (1.2 to 1.5 kB of its 13.5 to 14.6 kB brotli).
 */
const firstScreenCourses = (language: 'en' | 'ar'): Course[] =>
  seededCatalogue(language).map((course) =>
    course.featured ? course : { ...course, syllabus: [], outcomes: [] },
  );

/**
 * The answers a page's HTML carries: data that does not depend on the visitor, as a freshly seeded
 * database gives it (the same seed data the server inserts), so the prerendered page is complete.
 */
export function prerenderQueries(url: string): EmbeddedQuery[] {
  const language = languageOfPath(url);
  switch (englishPath(url)) {
    case '/academy':
      return [{ queryKey: coursesKey(language), data: firstScreenCourses(language) }];
    default:
      return [];
  }
}
