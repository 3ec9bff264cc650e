import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoursesController } from './courses.controller.js';
import { CoursesRepository } from './courses.repository.js';
import { CoursesService } from './courses.service.js';
import { EnrollmentsController } from './enrollments.controller.js';
import { EnrollmentsRepository } from './enrollments.repository.js';
import { EnrollmentsService } from './enrollments.service.js';
import { ACADEMY_ENTITIES } from './entities/index.js';

@Module({
  imports: [TypeOrmModule.forFeature(ACADEMY_ENTITIES)],
  controllers: [CoursesController, EnrollmentsController],
  providers: [CoursesRepository, CoursesService, EnrollmentsRepository, EnrollmentsService],
})
export class AcademyModule {}
