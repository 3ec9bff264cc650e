import { describe, expect, it } from 'vitest';
import type { Course } from '@shared/schemas/academy.schemas';
import { ALL_CATEGORIES, featuredCourse, filterCourses } from './filter-courses';

const course = (over: Partial<Course>): Course => ({
  id: 'c',
  title: 'Title',
  description: 'Description',
  duration: '8 weeks',
  format: 'Studio + Online',
  price: 'AED 1,200',
  level: 'Beginner',
  category: 'Writing',
  image: '/art/academy/writing.svg',
  featured: 0,
  syllabus: [],
  outcomes: [],
  ...over,
});

const COURSES = [
  course({ id: 'a', title: 'Comic Scriptwriting', category: 'Writing' }),
  course({
    id: 'b',
    title: 'Camera Basics',
    description: 'Light a desert SCENE',
    category: 'Cinematography',
  }),
  course({ id: 'c', title: 'Scene Design', category: 'Virtual Production', featured: 1 }),
];

describe('filterCourses', () => {
  it('shows every course for all categories and an empty search', () => {
    expect(filterCourses(COURSES, ALL_CATEGORIES, '')).toHaveLength(3);
  });

  it('keeps only the chosen category', () => {
    expect(filterCourses(COURSES, 'Writing', '').map((c) => c.id)).toEqual(['a']);
  });

  it('matches the search in title or description, whatever the case', () => {
    expect(filterCourses(COURSES, ALL_CATEGORIES, 'scene').map((c) => c.id)).toEqual(['b', 'c']);
  });

  it('requires both the category and the search to match', () => {
    expect(filterCourses(COURSES, 'Cinematography', 'scene').map((c) => c.id)).toEqual(['b']);
    expect(filterCourses(COURSES, 'Writing', 'scene')).toEqual([]);
  });
});

describe('course helpers', () => {
  it('finds the course whose featured flag is 1', () => {
    expect(featuredCourse(COURSES)?.id).toBe('c');
    expect(featuredCourse([COURSES[0]])).toBeUndefined();
  });
});
