import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerSpec, type ControllerSpec } from '../testing/controller-spec.js';
import { AccountSessionsController } from './account-sessions.controller.js';
import { AccountSessionsService } from './account-sessions.service.js';

// The session guard and validation answer before any service is asked: the services are mocks
// that must never be called.
let spec: ControllerSpec;
beforeAll(async () => {
  spec = await controllerSpec({
    controllers: [AccountSessionsController],
    mocks: [AccountSessionsService],
  });
});
afterAll(async () => {
  expect(spec.called()).toEqual([]);
  await spec.close();
});

describe('the account’s sessions: 401 when signed out', () => {
  it.each([
    ['GET', '/api/auth/sessions'],
    ['POST', '/api/auth/sessions/end-others'],
    ['DELETE', `/api/auth/sessions/${'a'.repeat(32)}`],
  ])('%s %s', async (method, url) => {
    const http = spec.http();
    const req =
      method === 'GET' ? http.get(url) : method === 'POST' ? http.post(url) : http.delete(url);
    const res = await req.expect(401);
    expect(res.body.message).toBe('Not signed in');
  });
});

describe('DELETE /api/auth/sessions/:id: 400 for an id that is not one', () => {
  it.each(['short', 'g'.repeat(32), 'A'.repeat(32), 'a'.repeat(33)])('%s', async (id) => {
    const res = await spec.as('u1').delete(`/api/auth/sessions/${id}`).expect(400);
    expect(res.body.errors).toEqual({ id: ['Session id must be 32 hexadecimal characters'] });
  });
});
