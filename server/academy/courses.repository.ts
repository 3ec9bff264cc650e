import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CourseEntity } from './entities/course.entity.js';

@Injectable()
export class CoursesRepository {
  constructor(@InjectRepository(CourseEntity) private readonly courses: Repository<CourseEntity>) {}

  /** Featured first, then by title. */
  listForCatalogue(): Promise<CourseEntity[]> {
    return this.courses.find({ order: { featured: 'DESC', title: 'ASC' } });
  }

  async existsById(id: string): Promise<boolean> {
    return this.courses.exists({ where: { id } });
  }
}
