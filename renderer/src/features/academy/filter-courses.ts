import type { Course } from '@shared/schemas/academy.schemas';

/** The category value that shows every course. */
export const ALL_CATEGORIES = 'all';

/** Courses of the category (or all), whose title or description holds the search text, any case. */
export function filterCourses(
  courses: readonly Course[],
  category: string,
  search: string,
): Course[] {
  const needle = search.trim().toLowerCase();
  return courses.filter(
    (course) =>
      (category === ALL_CATEGORIES || course.category === category) &&
      (!needle ||
        course.title.toLowerCase().includes(needle) ||
        course.description.toLowerCase().includes(needle)),
  );
}

/** The course the academy puts forward (featured equals 1), if any. */
export const featuredCourse = (courses: readonly Course[]): Course | undefined =>
  courses.find((course) => course.featured === 1);
