import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG } from '../common/tokens.js';
import { controllerSpec, type ControllerSpec } from '../testing/controller-spec.js';
import { testConfig } from '../testing/test-app.js';
import { EmailListsController } from './email-lists.controller.js';
import { EmailListsService } from './email-lists.service.js';
import { HeroesController } from './heroes.controller.js';
import { HeroesService } from './heroes.service.js';
import { VotesController } from './votes.controller.js';
import { VotesService } from './votes.service.js';

let spec: ControllerSpec;
beforeAll(async () => {
  spec = await controllerSpec({
    controllers: [EmailListsController, HeroesController, VotesController],
    mocks: [EmailListsService, HeroesService, VotesService],
    // The votes controller signs a visitor's voter cookie with the session secret.
    providers: [{ provide: APP_CONFIG, useValue: testConfig() }],
  });
});
afterAll(async () => {
  // Every request here is refused before a service is asked.
  expect(spec.called()).toEqual([]);
  await spec.close();
});

describe('community forms: 400 naming the invalid field, nothing stored', () => {
  it.each([
    ['/api/newsletter', { email: 'not-an-email' }, ['email']],
    ['/api/pre-register', {}, ['email']],
    [
      '/api/heroes',
      { name: 'X', element: 'plasma', origin: 'short' },
      ['element', 'name', 'origin'],
    ],
    ['/api/votes', { pollId: '', option: 'nope' }, ['option', 'pollId']],
  ])('POST %s', async (url, body, fields) => {
    const res = await spec.http().post(url).send(body).expect(400);
    expect(Object.keys(res.body.errors as object).sort()).toEqual(fields);
  });

  it('refuses a vote for an option that is not in the poll with its message', async () => {
    const res = await spec
      .http()
      .post('/api/votes')
      .send({ pollId: 'guardian-comic-poll', option: 'nobody' })
      .expect(400);
    expect(res.body.errors).toEqual({ option: ['Please select an option'] });
  });
});
