import { Body, Controller } from '@nestjs/common';
import {
  type Enrollment,
  type EnrollmentBody,
  enrollmentSchema,
  enrollmentViewSchema,
} from '../../shared/schemas/academy.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { EnrollmentsService } from './enrollments.service.js';

@Controller('enrollments')
export class EnrollmentsController {
  constructor(private readonly enrollments: EnrollmentsService) {}

  @Endpoint('POST', '', {
    tag: 'academy',
    summary: 'Enrols a person in a course',
    body: enrollmentSchema,
    status: 201,
    response: enrollmentViewSchema,
    responseDescription: 'The enrolment',
    throttled: true,
    errors: { 404: 'Course not found', 409: 'You are already enrolled in this course' },
  })
  enrol(@Body() body: EnrollmentBody): Promise<Enrollment> {
    return this.enrollments.enrol(body);
  }
}
