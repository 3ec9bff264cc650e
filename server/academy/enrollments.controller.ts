import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  type Enrollment,
  type EnrollmentBody,
  enrollmentSchema,
} from '../../shared/schemas/academy.schemas.js';
import { ApiZodBody, ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ENROLLMENT_SCHEMA } from './academy.openapi.js';
import { EnrollmentsService } from './enrollments.service.js';

@ApiTags('academy')
@Controller('enrollments')
export class EnrollmentsController {
  constructor(private readonly enrollments: EnrollmentsService) {}

  @Post()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Enrols a person in a course' })
  @ApiZodBody(enrollmentSchema)
  @ApiCreatedResponse({ description: 'Enrollment', schema: ENROLLMENT_SCHEMA })
  @ApiBadRequestResponse({ description: 'Invalid email or name (errors per field)' })
  @ApiNotFoundResponse({ description: 'Course not found' })
  @ApiConflictResponse({ description: 'You are already enrolled in this course' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests; try again in a minute' })
  enrol(@Body(new ZodValidationPipe(enrollmentSchema)) body: EnrollmentBody): Promise<Enrollment> {
    return this.enrollments.enrol(body);
  }
}
