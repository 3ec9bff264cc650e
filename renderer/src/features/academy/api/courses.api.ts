import { useQuery } from '@tanstack/react-query';
import type { Course } from '@shared/schemas/academy.schemas';

export const COURSES_KEY = ['/api/courses'] as const;

export function useCourses() {
  return useQuery<Course[]>({ queryKey: COURSES_KEY });
}
