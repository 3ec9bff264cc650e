import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerSpec, type ControllerSpec } from '../testing/controller-spec.js';
import { CoursesController } from './courses.controller.js';
import { CoursesService } from './courses.service.js';
import { EnrollmentsController } from './enrollments.controller.js';
import { EnrollmentsService } from './enrollments.service.js';

let spec: ControllerSpec;
beforeAll(async () => {
  spec = await controllerSpec({
    controllers: [CoursesController, EnrollmentsController],
    mocks: [CoursesService, EnrollmentsService],
  });
});
afterAll(async () => {
  // Every request here is refused before a service is asked.
  expect(spec.called()).toEqual([]);
  await spec.close();
});

describe('GET /api/courses', () => {
  it('refuses an unknown language with a 400 naming it', async () => {
    const res = await spec.http().get('/api/courses?lang=fr').expect(400);
    expect(res.body.message).toContain('lang must be en or ar');
  });
});

describe('POST /api/enrollments', () => {
  it('answers 400 naming each missing field', async () => {
    const res = await spec.http().post('/api/enrollments').send({}).expect(400);
    expect(Object.keys(res.body.errors as object).sort()).toEqual(['courseId', 'email', 'name']);
  });

  it('answers 400 for a one-letter name and a bad email', async () => {
    const res = await spec
      .http()
      .post('/api/enrollments')
      .send({ email: 'nope', name: 'A', courseId: 'course-1' })
      .expect(400);
    expect(res.body.errors).toEqual({
      email: ['Please enter a valid email address'],
      name: ['Name must be at least 2 characters'],
    });
  });
});
