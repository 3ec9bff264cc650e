import { Injectable } from '@nestjs/common';
import type { Course } from '../../shared/schemas/academy.schemas.js';
import { courseInArabic } from '../../shared/academy/courses.js';
import { CachedList } from '../common/cached-list.js';
import { CoursesRepository } from './courses.repository.js';
import type { CourseEntity } from './entities/course.entity.js';

const toCourse = (course: CourseEntity): Course => ({
  id: course.id,
  title: course.title,
  description: course.description,
  duration: course.duration,
  format: course.format,
  price: course.price,
  level: course.level,
  category: course.category,
  image: course.image,
  featured: course.featured,
  syllabus: course.syllabus,
  outcomes: course.outcomes,
});

@Injectable()
export class CoursesService {
  /** The catalogue changes only with a release (seeds) or an operator: kept in memory. */
  private readonly catalogue = new CachedList(async () =>
    (await this.courses.listForCatalogue()).map(toCourse),
  );

  constructor(private readonly courses: CoursesRepository) {}

  /** The catalogue in English (as stored) or in Arabic; the order is the English one. */
  async list(language: 'en' | 'ar' = 'en'): Promise<Course[]> {
    // A copy: the kept list is shared by every request.
    const courses = [...(await this.catalogue.get())];
    return language === 'ar' ? courses.map(courseInArabic) : courses;
  }

  /** To be called by whatever adds, changes or removes a course. */
  invalidate(): void {
    this.catalogue.invalidate();
  }
}
