import { useQuery } from '@tanstack/react-query';
import { getQueryFn, lazySchema } from '../../../lib/api-client';
import { useEdition } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';

export const COURSES_KEY = ['/api/courses'] as const;

/** The catalogue's query key in each language (the prerendered page fills it in at build). */
export const coursesKey = (language: Language): readonly string[] =>
  language === 'ar' ? ['/api/courses?lang=ar'] : COURSES_KEY;

// The page shows before the schema library is loaded: it comes with the answer to check.
const courseListSchema = lazySchema(async () =>
  (await import('@shared/schemas/academy.schemas')).courseSchema.array(),
);

/** The catalogue in the page's language: the API translates it with ?lang=ar. */
export function useCourses() {
  const language = useEdition();
  return useQuery({
    queryKey: coursesKey(language),
    queryFn: getQueryFn(courseListSchema),
  });
}
