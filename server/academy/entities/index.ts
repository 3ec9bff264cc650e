import { CourseEntity } from './course.entity.js';
import { EnrollmentEntity } from './enrollment.entity.js';

export const ACADEMY_ENTITIES = [CourseEntity, EnrollmentEntity];
