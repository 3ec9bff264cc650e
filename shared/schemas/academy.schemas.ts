import { z } from 'zod';
import { emailField, optionalText, requiredText } from './common.schemas.js';

export const enrollmentSchema = z.object({
  email: emailField(),
  name: requiredText(2, 120, 'Name must be at least 2 characters', 'Name'),
  phone: optionalText(40, 'Phone number'),
  experience: optionalText(200, 'Experience level'),
  courseId: z.string({ error: 'Course is required' }).trim().min(1, 'Course is required').max(100),
});
export type EnrollmentInput = z.input<typeof enrollmentSchema>;
export type EnrollmentBody = z.output<typeof enrollmentSchema>;

export interface Course {
  id: string;
  title: string;
  description: string;
  duration: string;
  format: string;
  price: string;
  level: string;
  category: string;
  image: string;
  featured: number;
  syllabus: string[];
  outcomes: string[];
}

export interface Enrollment {
  id: string;
  courseId: string;
  email: string;
  name: string;
  createdAt: string;
}
