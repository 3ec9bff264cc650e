import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerSpec, type ControllerSpec } from '../testing/controller-spec.js';
import { newAccount } from '../testing/factories.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginProtectionService } from './login-protection.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { UsersService } from './users.service.js';

// Validation and the session guard answer before any service is asked: the services are mocks
// that each test checks were never called.
let spec: ControllerSpec;
beforeAll(async () => {
  spec = await controllerSpec({
    controllers: [AuthController, ProfileController],
    mocks: [AuthService, ProfileService, UsersService, LoginProtectionService],
    providers: [LocalStrategy],
  });
});
afterAll(async () => {
  expect(spec.called()).toEqual([]);
  await spec.close();
});

describe('POST /api/auth/register: 400 before anything is written', () => {
  it.each([
    [
      'email and password missing',
      {},
      { email: ['Email is required'], password: ['Password is required'] },
    ],
    [
      'empty email and password',
      { email: '', password: '' },
      { email: ['Email is required'], password: ['Password is required'] },
    ],
    [
      'a 5-character password',
      { email: 'a@example.com', password: '12345' },
      { password: ['Password must be at least 6 characters long.'] },
    ],
    [
      'a password over 200 characters',
      { email: 'a@example.com', password: 'p'.repeat(201) },
      { password: ['Password must be at most 200 characters'] },
    ],
    [
      'an invalid email',
      { email: 'not-an-email', password: 'secret1' },
      { email: ['Please enter a valid email address'] },
    ],
    [
      'an email over 254 characters',
      { email: `${'a'.repeat(250)}@example.com`, password: 'secret1' },
      { email: ['Email must be at most 254 characters'] },
    ],
    [
      'a username over 40 characters',
      newAccount({ username: 'u'.repeat(41) }),
      { username: ['Username must be at most 40 characters'] },
    ],
    [
      'a username with spaces',
      newAccount({ username: 'sky panther' }),
      { username: ['Username may contain only letters, digits, dots, dashes and underscores'] },
    ],
    [
      'a username that is not text',
      newAccount({ username: 42 }),
      { username: ['Username must be text'] },
    ],
    [
      'a first name over 80 characters',
      newAccount({ firstName: 'f'.repeat(81) }),
      { firstName: ['First name must be at most 80 characters'] },
    ],
    [
      'a first name that is not text',
      newAccount({ firstName: true }),
      { firstName: ['First name must be text'] },
    ],
    [
      'a last name over 80 characters',
      newAccount({ lastName: 'l'.repeat(81) }),
      { lastName: ['Last name must be at most 80 characters'] },
    ],
    [
      'a last name that is not text',
      newAccount({ lastName: ['x'] }),
      { lastName: ['Last name must be text'] },
    ],
  ])('rejects %s with 400 and the field messages', async (_name, body, errors) => {
    const res = await spec.http().post('/api/auth/register').send(body).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('rejects a body that is not a JSON object with 400', async () => {
    const res = await spec
      .http()
      .post('/api/auth/register')
      .set('content-type', 'application/json')
      .send('["a@example.com"]')
      .expect(400);
    expect(res.body.errors).toEqual({ body: ['Request body must be a JSON object'] });
  });
});

describe('POST /api/auth/login: 400 before any password is checked', () => {
  it('refuses text with a NUL character with a 400 naming the field, not a 500', async () => {
    const res = await spec
      .http()
      .post('/api/auth/login')
      .send({ email: '\u0000', password: 'x\u0000' })
      .expect(400);
    expect(res.body.errors).toEqual({
      email: ['Must not contain NUL characters'],
      password: ['Must not contain NUL characters'],
    });
  });

  it('refuses a deeply nested body with a 400, not a 500', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await spec
      .http()
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send(deep)
      .expect(400);
    expect(res.body.message).toBe('Request body is nested too deeply');
  });
});

describe('the session guard', () => {
  it('rejects invalid fields with 400 and the field messages', async () => {
    const res = await spec
      .as(randomUUID())
      .put('/api/user/profile')
      .send({ username: 'no spaces please', firstName: 'f'.repeat(81) })
      .expect(400);
    expect(res.body.errors).toEqual({
      username: ['Username may contain only letters, digits, dots, dashes and underscores'],
      firstName: ['First name must be at most 80 characters'],
    });
  });

  it('answers 401 without a session', async () => {
    const res = await spec.http().put('/api/user/profile').send({ firstName: 'X' }).expect(401);
    expect(res.body.message).toBe('Not signed in');
  });
});
