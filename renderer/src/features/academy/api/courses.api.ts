import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { courseSchema } from '@shared/schemas/academy.schemas';
import { getQueryFn } from '../../../lib/api-client';
import { useEdition } from '../../../lib/i18n';

export const COURSES_KEY = ['/api/courses'] as const;

/** The catalogue in the page's language: the API translates it with ?lang=ar. */
export function useCourses() {
  const language = useEdition();
  return useQuery({
    queryKey: language === 'ar' ? ['/api/courses?lang=ar'] : COURSES_KEY,
    queryFn: getQueryFn(z.array(courseSchema)),
  });
}
