import type { DataSource } from 'typeorm';
import { COURSE_SEEDS, courseFromSeed } from '../../../shared/academy/courses.js';

/**
 * The academy catalogue, each course under its fixed id. A course already there (by title or by
 * id, an operator may have renamed it) is left as it is.
 */
export async function seedCourses(dataSource: DataSource): Promise<void> {
  for (const course of COURSE_SEEDS.map(courseFromSeed)) {
    await dataSource.query(
      `INSERT INTO courses
         (id, title, description, duration, format, price, level, category, image, featured,
          syllabus, outcomes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12::text[])
       ON CONFLICT DO NOTHING`,
      [
        course.id,
        course.title,
        course.description,
        course.duration,
        course.format,
        course.price,
        course.level,
        course.category,
        course.image,
        course.featured,
        course.syllabus,
        course.outcomes,
      ],
    );
  }
}
