import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { COURSE_SEEDS } from '../../../shared/academy/courses.js';
import { throwawayDatabase } from '../../testing/test-app.js';
import { databaseOptions, type DatabaseTarget } from '../database.options.js';
import { runSeeds } from '../seeds/index.js';
import {
  STABLE_COURSE_IDS,
  StableCourseIds1764200000000,
} from './1764200000000-stable-course-ids.js';
import { MIGRATIONS } from './index.js';

const BEFORE = MIGRATIONS.slice(0, MIGRATIONS.indexOf(StableCourseIds1764200000000));

async function connect(target: DatabaseTarget, migrations: Function[]): Promise<DataSource> {
  const dataSource = new DataSource({ ...databaseOptions(target), migrations });
  await dataSource.initialize();
  return dataSource;
}

describe('migration 1764200000000: seeded courses move to their fixed ids', () => {
  let drop: () => Promise<void>;
  let target: DatabaseTarget;
  let db: DataSource;
  const oldIds = new Map<string, string>();
  const ids = async () =>
    new Map(
      (await db.query<{ title: string; id: string }[]>('SELECT title, id FROM courses')).map(
        (row) => [row.title, row.id],
      ),
    );

  beforeAll(async () => {
    const database = await throwawayDatabase();
    drop = database.drop;
    target = { url: database.url, embedded: database.kind === 'embedded' };
    // A database as it was before: every course under a random id, one with two enrolments,
    // and a course of the operator's own.
    const before = await connect(target, BEFORE);
    await before.runMigrations({ transaction: 'each' });
    for (const course of COURSE_SEEDS) {
      await before.query(
        `INSERT INTO courses (title, description, duration, format, price, level, category, image)
         VALUES ($1, '', '', '', '', '', $2, '')`,
        [course.title, course.category],
      );
    }
    await before.query(
      `INSERT INTO courses (title, description, duration, format, price, level, category, image)
       VALUES ('Stunt Coordination', '', '', '', '', '', 'Production', '')`,
    );
    for (const [title, id] of (
      await before.query<{ title: string; id: string }[]>('SELECT title, id FROM courses')
    ).map((row) => [row.title, row.id] as const)) {
      oldIds.set(title, id);
    }
    for (const email of ['layla@example.com', 'omar@example.com']) {
      await before.query(
        `INSERT INTO enrollments (email, course_id, name) VALUES ($1, $2, 'Student')`,
        [email, oldIds.get('Sound Design for Heroes')],
      );
    }
    await before.destroy();

    db = await connect(target, MIGRATIONS);
    await db.runMigrations({ transaction: 'each' });
    await runSeeds(db);
  });

  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('gives every seeded course its fixed id, the one the seed data holds', async () => {
    const now = await ids();
    for (const course of COURSE_SEEDS) {
      expect(now.get(course.title)).toBe(course.id);
      expect(now.get(course.title)).not.toBe(oldIds.get(course.title));
    }
    expect(STABLE_COURSE_IDS).toEqual(
      Object.fromEntries(COURSE_SEEDS.map((course) => [course.title, course.id])),
    );
  });

  it('keeps the enrolments, now on the moved course', async () => {
    const rows = await db.query<{ email: string; title: string }[]>(
      `SELECT e.email, c.title FROM enrollments e JOIN courses c ON c.id = e.course_id
       ORDER BY e.email`,
    );
    expect(rows).toEqual([
      { email: 'layla@example.com', title: 'Sound Design for Heroes' },
      { email: 'omar@example.com', title: 'Sound Design for Heroes' },
    ]);
  });

  it("leaves an operator's own course under its id, and the seeds add no second copy", async () => {
    const now = await ids();
    expect(now.get('Stunt Coordination')).toBe(oldIds.get('Stunt Coordination'));
    expect(now.size).toBe(COURSE_SEEDS.length + 1);
  });

  it('keeps the key: an enrolment in a course that does not exist is refused, and a course removal takes its enrolments', async () => {
    await expect(
      db.query(
        `INSERT INTO enrollments (email, course_id, name) VALUES ('x@example.com', $1, 'X')`,
        ['00000000-0000-4000-8000-000000000000'],
      ),
    ).rejects.toThrow(/enrollments_course_id_fkey/);
    await db.query(`DELETE FROM courses WHERE title = 'Sound Design for Heroes'`);
    expect(await db.query('SELECT count(*)::int AS n FROM enrollments')).toEqual([{ n: 0 }]);
  });
});
