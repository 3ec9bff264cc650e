import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../app.js';
import { newAccount } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

/** The session cookie (name=value) a response set, if any. */
function sessionCookie(res: Response): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = raw?.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie?.split(';')[0];
}

/** Fails when a response body carries a password or an argon2 hash anywhere. */
function expectNoSecrets(res: Response) {
  const text = JSON.stringify(res.body);
  expect(text).not.toMatch(/password/i);
  expect(text).not.toContain('$argon2');
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/register', () => {
  it('creates the account, signs in and answers 201 with the public user', async () => {
    const agent = t.agent();
    const res = await agent
      .post('/api/auth/register')
      .send({
        email: '  Nazra@Example.COM ',
        password: 'guardian-of-earth',
        username: 'nazra',
        firstName: 'Nazra',
        lastName: 'Earth',
      })
      .expect(201);
    expect(res.body).toEqual({
      user: {
        id: expect.any(String),
        email: 'nazra@example.com',
        username: 'nazra',
        firstName: 'Nazra',
        lastName: 'Earth',
        profileImageUrl: null,
        role: 'USER',
        tier: 'FREE',
        createdAt: expect.any(String),
      },
    });
    expectNoSecrets(res);
    const cookie = res.headers['set-cookie'] as unknown as string[];
    expect(cookie.join(';')).toMatch(/HttpOnly/);
    expect(cookie.join(';')).toMatch(/SameSite=Lax/);

    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toEqual(res.body.user);
  });

  it('stores an argon2id hash, never the password itself', async () => {
    const body = newAccount();
    await t.http().post('/api/auth/register').send(body).expect(201);
    const [row] = await t.dataSource.query('SELECT password FROM users WHERE email = $1', [
      body.email,
    ]);
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.password).not.toContain(body.password);
  });

  it('omits empty optional names and username', async () => {
    const res = await t
      .http()
      .post('/api/auth/register')
      .send(newAccount({ username: '', firstName: '   ', lastName: '' }))
      .expect(201);
    expect(res.body.user).toMatchObject({ username: null, firstName: null, lastName: null });
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const body = newAccount();
    await t.http().post('/api/auth/register').send(body).expect(201);
    const res = await t
      .http()
      .post('/api/auth/register')
      .send({ ...body, email: body.email.toUpperCase() })
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with this email already exists',
    });
  });

  it('answers 409 for a username already taken, whatever its case', async () => {
    await t
      .http()
      .post('/api/auth/register')
      .send(newAccount({ username: 'SkyCheetah' }))
      .expect(201);
    const res = await t
      .http()
      .post('/api/auth/register')
      .send(newAccount({ username: 'skycheetah' }))
      .expect(409);
    expect(res.body.message).toBe('This username is taken');
  });

  it('writes nothing when registration is refused', async () => {
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM users');
    await t
      .http()
      .post('/api/auth/register')
      .send({ email: 'short@example.com', password: '12345' });
    const after = await t.dataSource.query('SELECT count(*)::int AS n FROM users');
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('POST /api/auth/login', () => {
  const owner = { email: 'jalal@example.com', password: 'desert-fire-1' };
  beforeAll(async () => {
    await t.http().post('/api/auth/register').send(owner).expect(201);
  });

  it('signs in with the right password (email in any case) and answers 200 {user}', async () => {
    const agent = t.agent();
    const res = await agent
      .post('/api/auth/login')
      .send({ email: ' JALAL@example.com', password: owner.password })
      .expect(200);
    expect(res.body.user).toMatchObject({ email: owner.email, tier: 'FREE', role: 'USER' });
    expectNoSecrets(res);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.email).toBe(owner.email);
  });

  it('records the login time', async () => {
    await t.dataSource.query('UPDATE users SET last_login_at = NULL WHERE email = $1', [
      owner.email,
    ]);
    await t.http().post('/api/auth/login').send(owner).expect(200);
    const [row] = await t.dataSource.query('SELECT last_login_at FROM users WHERE email = $1', [
      owner.email,
    ]);
    expect(row.last_login_at).not.toBeNull();
    expect(Date.now() - new Date(row.last_login_at).getTime()).toBeLessThan(60_000);
  });

  it('gives a wrong password and an unknown email the same 401 body', async () => {
    const wrong = await t
      .http()
      .post('/api/auth/login')
      .send({ email: owner.email, password: 'not-the-password' })
      .expect(401);
    const unknown = await t
      .http()
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'not-the-password' })
      .expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid email or password',
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it.each([
    [
      'email and password missing',
      {},
      { email: ['Email is required'], password: ['Password is required'] },
    ],
    [
      'empty email and password',
      { email: '  ', password: '' },
      { email: ['Email is required'], password: ['Password is required'] },
    ],
    [
      'an email over 254 characters',
      { email: 'e'.repeat(255), password: 'x' },
      { email: ['Email must be at most 254 characters'] },
    ],
    [
      'a password over 200 characters',
      { email: 'a@example.com', password: 'p'.repeat(201) },
      { password: ['Password must be at most 200 characters'] },
    ],
  ])('rejects %s with 400 before checking credentials', async (_name, body, errors) => {
    const res = await t.http().post('/api/auth/login').send(body).expect(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('issues a new session id at login, and the old one stops working (no fixation)', async () => {
    const agent = t.agent();
    const account = newAccount();
    const registered = await agent.post('/api/auth/register').send(account).expect(201);
    const before = sessionCookie(registered);
    expect(before).toBeDefined();

    const login = await agent.post('/api/auth/login').send(account).expect(200);
    const after = sessionCookie(login);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    await t.http().get('/api/auth/me').set('Cookie', before!).expect(401);
    const me = await t.http().get('/api/auth/me').set('Cookie', after!).expect(200);
    expect(me.body.email).toBe(account.email);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session, clears the cookie and makes the old cookie useless', async () => {
    const agent = t.agent();
    const registered = await agent.post('/api/auth/register').send(newAccount()).expect(201);
    const cookie = sessionCookie(registered)!;
    const sid = decodeURIComponent(cookie.split('=')[1]).slice('s:'.length).split('.')[0];
    const countSessions = async () =>
      (await t.dataSource.query('SELECT count(*)::int AS n FROM sessions WHERE sid = $1', [sid]))[0]
        .n as number;
    expect(await countSessions()).toBe(1);

    const res = await agent.post('/api/auth/logout').expect(200);
    expect(res.body).toEqual({ success: true });
    const cleared = (res.headers['set-cookie'] as unknown as string[]).join(';');
    expect(cleared).toMatch(new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    // The browser's cache of member-only answers goes too (local storage stays).
    expect(res.headers['clear-site-data']).toBe('"cache"');

    await agent.get('/api/auth/me').expect(401);
    await t.http().get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(await countSessions()).toBe(0);
  });

  it('succeeds when not signed in', async () => {
    const res = await t.http().post('/api/auth/logout').expect(200);
    expect(res.body).toEqual({ success: true });
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 "Not signed in" without a session', async () => {
    const res = await t.http().get('/api/auth/me').expect(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Not signed in' });
  });

  it('answers 401 when the signed-in user no longer exists', async () => {
    const agent = t.agent();
    const account = newAccount();
    const registered = await agent.post('/api/auth/register').send(account).expect(201);
    await t.dataSource.query('DELETE FROM users WHERE id = $1', [registered.body.user.id]);
    const res = await agent.get('/api/auth/me').expect(401);
    expect(res.body.message).toBe('Not signed in');
  });
});

describe('PUT /api/user/profile', () => {
  it('updates the given fields and answers 200 with the public user', async () => {
    const agent = t.agent();
    await agent
      .post('/api/auth/register')
      .send(newAccount({ firstName: 'Old' }))
      .expect(201);
    const res = await agent
      .put('/api/user/profile')
      .send({ firstName: 'Fahd', lastName: 'Al-Samaa', username: 'sky_cheetah' })
      .expect(200);
    expect(res.body).toMatchObject({
      firstName: 'Fahd',
      lastName: 'Al-Samaa',
      username: 'sky_cheetah',
    });
    expectNoSecrets(res);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toEqual(res.body);
  });

  it('leaves absent and empty fields unchanged', async () => {
    const agent = t.agent();
    await agent
      .post('/api/auth/register')
      .send(newAccount({ username: 'falqan', firstName: 'Falqan', lastName: 'Water' }))
      .expect(201);
    const res = await agent
      .put('/api/user/profile')
      .send({ firstName: '', lastName: '   ' })
      .expect(200);
    expect(res.body).toMatchObject({ username: 'falqan', firstName: 'Falqan', lastName: 'Water' });
    const empty = await agent.put('/api/user/profile').send({}).expect(200);
    expect(empty.body).toMatchObject({
      username: 'falqan',
      firstName: 'Falqan',
      lastName: 'Water',
    });
  });

  it('keeps its own username without a conflict', async () => {
    const agent = t.agent();
    await agent
      .post('/api/auth/register')
      .send(newAccount({ username: 'asad' }))
      .expect(201);
    const res = await agent.put('/api/user/profile').send({ username: 'asad' }).expect(200);
    expect(res.body.username).toBe('asad');
  });

  it('answers 409 on a username someone else holds', async () => {
    await t
      .http()
      .post('/api/auth/register')
      .send(newAccount({ username: 'lion_of_alula' }))
      .expect(201);
    const agent = t.agent();
    await agent.post('/api/auth/register').send(newAccount()).expect(201);
    const res = await agent
      .put('/api/user/profile')
      .send({ username: 'Lion_of_AlUla' })
      .expect(409);
    expect(res.body.message).toBe('This username is taken');
  });
});

describe('OpenAPI document', () => {
  it('tags every auth endpoint and documents its errors', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    const ops = {
      register: body.paths['/api/auth/register'].post,
      login: body.paths['/api/auth/login'].post,
      logout: body.paths['/api/auth/logout'].post,
      me: body.paths['/api/auth/me'].get,
      profile: body.paths['/api/user/profile'].put,
    };
    for (const op of Object.values(ops)) {
      expect(op.tags).toEqual(['auth']);
      expect(op.summary).toEqual(expect.any(String));
    }
    expect(Object.keys(ops.register.responses)).toEqual(
      expect.arrayContaining(['201', '400', '409', '429']),
    );
    expect(Object.keys(ops.login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    expect(Object.keys(ops.profile.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '409']),
    );
    expect(ops.register.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );
  });
});
