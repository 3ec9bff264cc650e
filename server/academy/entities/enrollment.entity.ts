import {
  Index,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { CourseEntity } from './course.entity.js';

/** One person's enrolment in a course; unique per course and lower-cased email (see migration). */
// (course_id, lower(email)): behind the "already enrolled" 409. TypeORM cannot describe an index on an
// expression, so it is declared here by name and left to the migration that creates it.
@Index('UQ_enrollments_course_email', { synchronize: false })
@Entity({ name: 'enrollments' })
export class EnrollmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => CourseEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id', foreignKeyConstraintName: 'enrollments_course_id_fkey' })
  course?: CourseEntity;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  experience: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
