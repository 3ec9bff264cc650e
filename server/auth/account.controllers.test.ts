import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerSpec, type ControllerSpec } from '../testing/controller-spec.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { AuthService } from './auth.service.js';
import { PasskeysController } from './passkeys.controller.js';
import { PasskeysService } from './passkeys.service.js';
import { UsersService } from './users.service.js';
import { AccountSessionsController } from './account-sessions.controller.js';
import { AccountSessionsService } from './account-sessions.service.js';

// The session guard and validation answer before any service is asked: the services are mocks
// that must never be called.
let spec: ControllerSpec;
beforeAll(async () => {
  spec = await controllerSpec({
    controllers: [AccountSessionsController, AccountController, PasskeysController],
    mocks: [AccountSessionsService, AccountService, PasskeysService, UsersService, AuthService],
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
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/auth/account/delete'],
    ['GET', '/api/auth/account/export'],
    ['GET', '/api/auth/passkeys'],
    ['POST', '/api/auth/passkeys/registration-options'],
    ['POST', '/api/auth/passkeys'],
    ['DELETE', '/api/auth/passkeys/abc'],
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

describe('POST /api/auth/change-password: 400 before anything is checked', () => {
  it.each([
    [
      'both missing',
      {},
      { currentPassword: ['Password is required'], newPassword: ['Password is required'] },
    ],
    [
      'a 5-character new password',
      { currentPassword: 'sky-panther', newPassword: '12345' },
      { newPassword: ['Password must be at least 6 characters long.'] },
    ],
    [
      'a new password over 200 characters',
      { currentPassword: 'sky-panther', newPassword: 'p'.repeat(201) },
      { newPassword: ['Password must be at most 200 characters'] },
    ],
    [
      'a current password that is not text',
      { currentPassword: 42, newPassword: 'falcon-dunes' },
      { currentPassword: ['Password is required'] },
    ],
  ])('%s', async (_name, body, errors) => {
    const res = await spec.as('u1').post('/api/auth/change-password').send(body).expect(400);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('POST /api/auth/account/delete: 400 without the password', () => {
  it.each([
    [{}, { password: ['Password is required'] }],
    [{ password: '' }, { password: ['Password is required'] }],
  ])('%j', async (body, errors) => {
    const res = await spec.as('u1').post('/api/auth/account/delete').send(body).expect(400);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('POST /api/auth/passkeys/login: 400 for an answer that is not a WebAuthn credential', () => {
  const valid = {
    id: 'abc',
    rawId: 'abc',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    clientExtensionResults: {},
  };
  it.each([
    ['no credential', {}, 'credential'],
    [
      'a credential id that is not base64url',
      { credential: { ...valid, id: 'a b' } },
      'credential.id',
    ],
    ['another credential type', { credential: { ...valid, type: 'password' } }, 'credential.type'],
    [
      'no signature',
      { credential: { ...valid, response: { clientDataJSON: 'e30', authenticatorData: 'AA' } } },
      'credential.response.signature',
    ],
  ])('%s', async (_name, body, field) => {
    const res = await spec.http().post('/api/auth/passkeys/login').send(body).expect(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });
});
