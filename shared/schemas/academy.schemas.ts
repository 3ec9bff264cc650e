import { z } from 'zod';
import { emailField, optionalText, requiredText } from './common.schemas.js';

export const enrollmentSchema = z.object({
  email: emailField(),
  name: requiredText(2, 120, 'Name must be at least 2 characters', 'Name'),
  phone: optionalText(40, 'Phone number'),
  experience: optionalText(200, 'Experience level'),
  courseId: requiredText(1, 100, 'Course is required', 'Course'),
});
export type EnrollmentInput = z.input<typeof enrollmentSchema>;
export type EnrollmentBody = z.output<typeof enrollmentSchema>;

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.string(),
  format: z.string(),
  price: z.string(),
  level: z.string(),
  category: z.string(),
  image: z.string(),
  featured: z.number().int(),
  syllabus: z.array(z.string()),
  outcomes: z.array(z.string()),
});
export type Course = z.infer<typeof courseSchema>;

export const enrollmentViewSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type Enrollment = z.infer<typeof enrollmentViewSchema>;
