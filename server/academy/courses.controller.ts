import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Course } from '../../shared/schemas/academy.schemas.js';
import { COURSE_LIST_SCHEMA } from './academy.openapi.js';
import { CoursesService } from './courses.service.js';

@ApiTags('academy')
@Controller('courses')
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Get()
  @ApiOperation({ summary: 'Academy courses, the featured course first, then by title' })
  @ApiOkResponse({ description: 'Course[]', schema: COURSE_LIST_SCHEMA })
  list(): Promise<Course[]> {
    return this.courses.list();
  }
}
