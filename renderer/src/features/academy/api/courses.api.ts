import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { courseSchema } from '@shared/schemas/academy.schemas';
import { getQueryFn } from '../../../lib/api-client';

export const COURSES_KEY = ['/api/courses'] as const;

export function useCourses() {
  return useQuery({ queryKey: COURSES_KEY, queryFn: getQueryFn(z.array(courseSchema)) });
}
