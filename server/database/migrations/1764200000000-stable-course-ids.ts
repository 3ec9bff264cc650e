import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seeded courses' fixed ids (shared/academy/courses.ts), by title, as they were when this
 * migration was written: a migration must do the same thing whenever it runs.
 */
export const STABLE_COURSE_IDS: Readonly<Record<string, string>> = {
  'Virtual Production for Superhero Worlds': 'b4db4f9b-6712-4434-b55a-3b56f093c0d9',
  'Producing a Superhero Series': 'c0499447-d1c0-4684-8aa5-58458b647ff3',
  'Cinematography of Light and Sand': '137b9bee-be58-4849-a88b-0e19937c3bc2',
  'Writing Arab Superhero Stories': '052d9c4a-1904-483d-aead-9f4cab23de8d',
  'Comic Scripting and Visual Storytelling': '7be2b17e-e9d0-4cf1-b68d-5eb8016586eb',
  'AI Tools for Comic and Film Creators': '2e80c178-3a29-42f6-9f81-0d556d97a862',
  'Heritage, Myth and Identity on Screen': 'b0d9213a-8f17-45d8-8efe-201159156041',
  'Intellectual Property for Creators': 'f45f42eb-5a6a-4cf3-9757-0005ba298c1c',
  'Sound Design for Heroes': 'c0c467b2-70d0-429f-afd1-dde103aff6d2',
  'Animatronics and Robotics for Live Experiences': '563ba7fc-37f5-4447-b9aa-aea468b39be1',
  'Entertainment Journalism and Fan Media': 'bf5f2c4a-8334-4f36-8e7a-581bbe70c38b',
  'Creative Leadership and Media Ethics': 'f805ec12-2def-4222-9140-6022d441d1f4',
};

const FOREIGN_KEY = `
  ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_fkey"
    FOREIGN KEY ("course_id") REFERENCES "courses" ("id") ON DELETE CASCADE`;

/**
 * Seeded courses that a database holds under random ids move to their fixed ids, their
 * enrolments with them, so every database (and the page prerendered at build) agrees on them.
 * A course under another title (added or renamed by an operator) keeps its id.
 */
export class StableCourseIds1764200000000 implements MigrationInterface {
  name = 'StableCourseIds1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const titles = Object.keys(STABLE_COURSE_IDS);
    const ids = Object.values(STABLE_COURSE_IDS);
    const moves = `
      SELECT c.id AS old_id, v.id::uuid AS new_id
      FROM courses c JOIN unnest($1::text[], $2::text[]) AS v (title, id) ON c.title = v.title
      WHERE c.id <> v.id::uuid`;
    // The key has no ON UPDATE rule: it steps aside while both sides move, and comes back checked.
    await queryRunner.query(
      `ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_course_id_fkey"`,
    );
    await queryRunner.query(
      `UPDATE enrollments e SET course_id = m.new_id FROM (${moves}) m WHERE e.course_id = m.old_id`,
      [titles, ids],
    );
    await queryRunner.query(
      `UPDATE courses c SET id = m.new_id FROM (${moves}) m WHERE c.id = m.old_id`,
      [titles, ids],
    );
    await queryRunner.query(FOREIGN_KEY);
  }

  async down(): Promise<void> {
    // The old ids were random: there is nothing to go back to, and the fixed ids work as well.
  }
}
