import { Controller } from '@nestjs/common';
import { z } from 'zod';
import { type Course, courseSchema } from '../../shared/schemas/academy.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { CoursesService } from './courses.service.js';

@Controller('courses')
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Endpoint('GET', '', {
    tag: 'academy',
    summary: 'Academy courses, the featured course first, then by title',
    response: z.array(courseSchema),
    responseDescription: 'Every course',
  })
  list(): Promise<Course[]> {
    return this.courses.list();
  }
}
