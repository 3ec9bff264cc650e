import { Injectable } from '@nestjs/common';
import type { Course } from '../../shared/schemas/academy.schemas.js';
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
  constructor(private readonly courses: CoursesRepository) {}

  async list(): Promise<Course[]> {
    return (await this.courses.listForCatalogue()).map(toCourse);
  }
}
