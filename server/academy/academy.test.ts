import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededCatalogue } from '../../shared/academy/courses.js';
import { COURSE_CATEGORIES } from '../../shared/enums.js';
import type { Course } from '../../shared/schemas/academy.schemas.js';
import { countRows } from '../../tests/server/support/accounts.js';
import { runSeeds } from '../database/seeds/index.js';
import { seededCourses } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let courses: Course[];

beforeAll(async () => {
  t = await createTestApp();
  courses = await seededCourses(t);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/courses', () => {
  it('lists at least 12 courses covering every category', () => {
    expect(courses.length).toBeGreaterThanOrEqual(12);
    expect(new Set(courses.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORIES));
  });

  it('answers every field of the specification', () => {
    for (const course of courses) {
      expect(Object.keys(course).sort()).toEqual(
        [
          'id',
          'title',
          'description',
          'duration',
          'format',
          'price',
          'level',
          'category',
          'image',
          'featured',
          'syllabus',
          'outcomes',
        ].sort(),
      );
      expect(course.price).toMatch(/^AED \d{1,2},\d{3}$/);
      expect(['Beginner', 'Intermediate', 'Advanced']).toContain(course.level);
      expect(course.format).toContain(' + ');
      expect(course.syllabus.length).toBeGreaterThan(0);
    }
  });

  it('puts the one featured course first, with a full curriculum, then sorts by title', () => {
    const featured = courses.filter((c) => c.featured === 1);
    expect(featured).toHaveLength(1);
    expect(courses[0]).toBe(featured[0]);
    expect(featured[0].syllabus.length).toBeGreaterThanOrEqual(8);
    expect(featured[0].outcomes.length).toBeGreaterThanOrEqual(6);
    const rest = courses.slice(1).map((c) => c.title);
    expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(courses.slice(1).every((c) => c.featured === 0)).toBe(true);
  });

  it('points each course at the artwork of its category', () => {
    const byCategory = new Map(courses.map((c) => [c.category, c.image]));
    expect(byCategory.get('AI & Tech')).toBe('/art/academy/ai-tech.svg');
    expect(byCategory.get('Audio & Sound')).toBe('/art/academy/audio-sound.svg');
    expect(byCategory.get('Ethics & Leadership')).toBe('/art/academy/ethics-leadership.svg');
    expect(byCategory.get('Virtual Production')).toBe('/art/academy/virtual-production.svg');
  });
});

describe('POST /api/enrollments', () => {
  it('enrols and answers 201 with the enrolment', async () => {
    const course = courses[1];
    const res = await t
      .http()
      .post('/api/enrollments')
      .send({
        email: 'student@example.com',
        name: 'Layla Haddad',
        phone: '+971 50 123 4567',
        experience: 'Intermediate',
        courseId: course.id,
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      courseId: course.id,
      email: 'student@example.com',
      name: 'Layla Haddad',
      createdAt: expect.any(String),
    });
    const rows = await t.dataSource.query(
      'SELECT phone, experience FROM enrollments WHERE id = $1',
      [res.body.id],
    );
    expect(rows).toEqual([{ phone: '+971 50 123 4567', experience: 'Intermediate' }]);
  });

  it('answers 409 when the same email enrols in the same course again, whatever its case', async () => {
    const res = await t
      .http()
      .post('/api/enrollments')
      .send({ email: 'Student@Example.COM', name: 'Layla', courseId: courses[1].id })
      .expect(409);
    expect(res.body.message).toBe('You are already enrolled in this course');
  });

  it('lets the same email enrol in another course', async () => {
    await t
      .http()
      .post('/api/enrollments')
      .send({ email: 'student@example.com', name: 'Layla', courseId: courses[2].id })
      .expect(201);
  });

  it('answers 404 "Course not found" for an unknown course id', async () => {
    const before = await countRows(t, 'enrollments');
    for (const courseId of ['7d3f4c1e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t
        .http()
        .post('/api/enrollments')
        .send({ email: 'someone@example.com', name: 'Someone', courseId })
        .expect(404);
      expect(res.body.message).toBe('Course not found');
    }
    expect(await countRows(t, 'enrollments')).toBe(before);
  });

  it('rejects an invalid email and a short name with the specification messages', async () => {
    const before = await countRows(t, 'enrollments');
    const res = await t
      .http()
      .post('/api/enrollments')
      .send({ email: 'nope', name: 'L', courseId: courses[0].id })
      .expect(400);
    expect(res.body.errors.email).toEqual(['Please enter a valid email address']);
    expect(res.body.errors.name).toEqual(['Name must be at least 2 characters']);
    expect(await countRows(t, 'enrollments')).toBe(before);
  });
});

describe('GET /api/courses in Arabic', () => {
  it('answers the same English bytes with no language, ?lang=en or an English Accept-Language', async () => {
    const plain = await t.http().get('/api/courses').expect(200);
    const english = await t.http().get('/api/courses?lang=en').expect(200);
    const accepted = await t
      .http()
      .get('/api/courses')
      .set('Accept-Language', 'en-GB,ar;q=0.5')
      .expect(200);
    expect(english.text).toBe(plain.text);
    expect(accepted.text).toBe(plain.text);
    expect(plain.headers.vary).toMatch(/Accept-Language/i);
  });

  it('translates every course with ?lang=ar or an Arabic Accept-Language, same order and ids', async () => {
    const byQuery = (await t.http().get('/api/courses?lang=ar').expect(200)).body as Course[];
    const byHeader = (
      await t.http().get('/api/courses').set('Accept-Language', 'ar-AE,en;q=0.8').expect(200)
    ).body as Course[];
    expect(byHeader).toEqual(byQuery);
    expect(byQuery.map((c) => c.id)).toEqual(courses.map((c) => c.id));
    for (const [index, course] of byQuery.entries()) {
      const english = courses[index];
      for (const field of ['title', 'description'] as const) {
        expect(course[field], `${english.title} ${field}`).toMatch(/[\u0600-\u06FF]/);
      }
      // The category is the filter's value and the facts are values the page writes in its
      // language: the same in both.
      for (const field of ['category', 'level', 'duration', 'format', 'price'] as const) {
        expect(course[field], `${english.title} ${field}`).toBe(english[field]);
      }
      expect(course.featured).toBe(english.featured);
    }
    const featured = byQuery.find((c) => c.featured === 1)!;
    for (const line of [...featured.syllabus, ...featured.outcomes]) {
      expect(line).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('the catalogue prerendered into the academy page', () => {
  it('is what the API answers for a fresh database: same ids, order and texts, in both languages', async () => {
    expect(courses).toEqual(seededCatalogue('en'));
    const arabic = (await t.http().get('/api/courses?lang=ar').expect(200)).body as Course[];
    expect(arabic).toEqual(seededCatalogue('ar'));
  });

  it('seeds again without a second copy of a course an operator renamed', async () => {
    const [course] = seededCatalogue('en');
    await t.dataSource.query('UPDATE courses SET title = $1 WHERE id = $2', [
      'Virtual Production Masterclass',
      course.id,
    ]);
    await runSeeds(t.dataSource);
    const rows = await t.dataSource.query<{ title: string }[]>(
      'SELECT title FROM courses WHERE id = $1 OR title = $2',
      [course.id, course.title],
    );
    expect(rows).toEqual([{ title: 'Virtual Production Masterclass' }]);
  });
});
