import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserEntity } from '../auth/entities/user.entity.js';
import { UsersService } from '../auth/users.service.js';
import { controllerSpec, type ControllerSpec } from '../testing/controller-spec.js';
import { ComicReadsController } from './comic-reads.controller.js';
import { ComicReadsService } from './comic-reads.service.js';
import { EpisodeCalendarService } from './episode-calendar.service.js';
import { EpisodeRemindersController } from './episode-reminders.controller.js';
import { EpisodeRemindersService } from './episode-reminders.service.js';
import { EpisodesController } from './episodes.controller.js';
import { EpisodesService } from './episodes.service.js';
import { ReadingProgressController } from './reading-progress.controller.js';
import { ReadingProgressService } from './reading-progress.service.js';
import { ViewerPipe } from './viewer.decorator.js';

// 401 and 400 come before any service is asked: every service here is a mock never called.
let spec: ControllerSpec;

beforeAll(async () => {
  spec = await controllerSpec({
    controllers: [
      EpisodesController,
      EpisodeRemindersController,
      ReadingProgressController,
      ComicReadsController,
    ],
    mocks: [
      EpisodesService,
      EpisodeCalendarService,
      EpisodeRemindersService,
      ReadingProgressService,
      ComicReadsService,
      UsersService,
    ],
    providers: [ViewerPipe],
  });
});
afterAll(async () => {
  expect(spec.called()).toEqual([]);
  await spec.close();
});

describe('content endpoints for members only: 401 without a session', () => {
  it.each([
    ['GET', '/api/episodes/calendar-link'],
    ['GET', '/api/reminders'],
    ['PUT', '/api/reminders/dubai-guardians-002'],
    ['DELETE', '/api/reminders/dubai-guardians-002'],
    ['GET', '/api/progress'],
    ['PUT', '/api/progress/dubai-guardians-002'],
  ] as const)('%s %s', async (method, url) => {
    const http = spec.http();
    const call =
      method === 'GET' ? http.get(url) : method === 'PUT' ? http.put(url) : http.delete(url);
    const res = await call.send(method === 'PUT' ? { currentPage: 1, totalPages: 2 } : undefined);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Not signed in' });
  });
});

describe('content endpoints: 400 naming the invalid field', () => {
  it.each([
    ['a page that is no number', '/api/episodes/dubai-guardians-002/pages/two', 'page'],
    ['page 0', '/api/episodes/dubai-guardians-002/pages/0', 'page'],
    ['a page over 500', '/api/episodes/dubai-guardians-002/pages/501', 'page'],
    ['an unknown calendar tier', '/api/episodes/calendar.ics?tier=BRONZE', 'tier'],
    ['a malformed calendar token', '/api/episodes/calendar.ics?token=short', 'token'],
    ['an empty series', '/api/episodes/calendar.ics?arc=%20', 'arc'],
  ])('GET with %s', async (_name, url, field) => {
    const res = await spec.http().get(url).expect(400);
    expect(Object.keys(res.body.errors as object)).toEqual([field]);
  });

  it('PUT /api/progress/:slug with a page after the last one, or not a number', async () => {
    const after = await spec
      .as(randomUUID())
      .put('/api/progress/dubai-guardians-002')
      .send({ currentPage: 5, totalPages: 4 })
      .expect(400);
    expect(after.body.errors).toEqual({
      currentPage: ['Current page cannot be after the last page'],
    });
    const text = await spec
      .as(randomUUID())
      .put('/api/progress/dubai-guardians-002')
      .send({ currentPage: 'one', totalPages: 4 })
      .expect(400);
    expect(Object.keys(text.body.errors as object)).toEqual(['currentPage']);
  });
});

describe('@Viewer()', () => {
  it('hands the handler the member with their tier; a visitor or a deleted account as a visitor', async () => {
    const users = spec.mock(UsersService);
    const episodes = spec.mock(EpisodesService);
    const member = randomUUID();
    const gone = randomUUID();
    users.findById.mockImplementation(async (id) =>
      id === member ? ({ id, tier: 'GOLD' } as UserEntity) : null,
    );
    episodes.list.mockResolvedValue([]);
    await spec.as(member).get('/api/episodes').expect(200);
    await spec.http().get('/api/episodes').expect(200);
    await spec.as(gone).get('/api/episodes').expect(200);
    expect(episodes.list.mock.calls).toEqual([
      [{ userId: member, tier: 'GOLD' }],
      [{ userId: null, tier: null }],
      [{ userId: null, tier: null }],
    ]);
    expect(users.findById.mock.calls).toEqual([[member], [gone]]);
    episodes.list.mockClear();
    users.findById.mockClear();
  });
});
