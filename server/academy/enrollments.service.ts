import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Enrollment, EnrollmentBody } from '../../shared/schemas/academy.schemas.js';
import { CoursesRepository } from './courses.repository.js';
import { EnrollmentsRepository } from './enrollments.repository.js';

const COURSE_NOT_FOUND = 'Course not found';
const ALREADY_ENROLLED = 'You are already enrolled in this course';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class EnrollmentsService {
  constructor(
    private readonly courses: CoursesRepository,
    private readonly enrollments: EnrollmentsRepository,
  ) {}

  async enrol(body: EnrollmentBody): Promise<Enrollment> {
    // An id that is not even a uuid names no course: a 404 like any other unknown id.
    if (!UUID.test(body.courseId) || !(await this.courses.existsById(body.courseId))) {
      throw new NotFoundException(COURSE_NOT_FOUND);
    }
    const enrollment = await this.enrollments.enrol(body);
    if (!enrollment) throw new ConflictException(ALREADY_ENROLLED);
    return {
      id: enrollment.id,
      courseId: enrollment.courseId,
      email: enrollment.email,
      name: enrollment.name,
      createdAt: enrollment.createdAt.toISOString(),
    };
  }
}
