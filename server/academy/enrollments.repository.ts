import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { EnrollmentBody } from '../../shared/schemas/academy.schemas.js';
import { EnrollmentEntity } from './entities/enrollment.entity.js';

type EnrollmentRow = Pick<EnrollmentEntity, 'id' | 'courseId' | 'email' | 'name' | 'createdAt'>;

@Injectable()
export class EnrollmentsRepository {
  constructor(
    @InjectRepository(EnrollmentEntity) private readonly enrollments: Repository<EnrollmentEntity>,
  ) {}

  /**
   * Enrols in one statement; null when this email (in any capitalisation) is already enrolled
   * in the course. The unique index decides, so simultaneous submissions cannot both pass.
   */
  async enrol(enrollment: EnrollmentBody): Promise<EnrollmentRow | null> {
    const rows: EnrollmentRow[] = await this.enrollments.query(
      `INSERT INTO enrollments (email, course_id, name, phone, experience)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (course_id, lower(email)) DO NOTHING
       RETURNING id, course_id AS "courseId", email, name, created_at AS "createdAt"`,
      [
        enrollment.email,
        enrollment.courseId,
        enrollment.name,
        enrollment.phone ?? null,
        enrollment.experience ?? null,
      ],
    );
    return rows[0] ?? null;
  }
}
