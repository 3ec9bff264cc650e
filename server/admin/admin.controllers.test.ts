import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserEntity } from '../auth/entities/user.entity.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { UsersService } from '../auth/users.service.js';
import { controllerSpec, type ControllerSpec } from '../testing/controller-spec.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';
import { AuditLogService } from './audit-log.service.js';

const ADMIN = 'an-admin';
const USER = 'a-user';
const TARGET = '2f1c6f8e-6a4b-4a53-9d38-1d2f0d3b7c11';

let spec: ControllerSpec;
beforeAll(async () => {
  spec = await controllerSpec({
    controllers: [AdminController],
    mocks: [AdminService, AuditLogService, UsersService],
    providers: [RolesGuard],
  });
  spec.mock(UsersService).findById.mockImplementation(async (id) => {
    if (id === ADMIN) return { id, role: 'ADMIN' } as UserEntity;
    return id === USER ? ({ id, role: 'USER' } as UserEntity) : null;
  });
});
afterAll(async () => {
  // Every request here is refused before the admin service is asked.
  expect(spec.called().filter((call) => !call.startsWith('UsersService.'))).toEqual([]);
  await spec.close();
});

describe('every admin endpoint: 401 signed out, 403 for a USER account', () => {
  it.each([
    ['GET', '/api/admin/users?email=someone%40example.com'],
    ['PUT', `/api/admin/users/${TARGET}/tier`],
    ['PUT', '/api/admin/episodes/dubai-guardians-003/release'],
    ['GET', '/api/admin/members?q=layla'],
    ['DELETE', `/api/admin/users/${TARGET}/sessions`],
    ['POST', `/api/admin/users/${TARGET}/delete`],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/audit.csv'],
  ] as const)('%s %s', async (method, url) => {
    const body = url.endsWith('/tier')
      ? { tier: 'GOLD' }
      : url.endsWith('/delete')
        ? { email: 'someone@example.com', lang: 'en' }
        : { releaseAt: '2026-12-01T18:00:00Z' };
    const send = (
      agent: Pick<ReturnType<ControllerSpec['as']>, 'get' | 'put' | 'post' | 'delete'>,
    ) =>
      method === 'GET'
        ? agent.get(url)
        : agent[method.toLowerCase() as 'put' | 'post' | 'delete'](url).send(body);
    expect((await send(spec.http())).status).toBe(401);
    const denied = await send(spec.as(USER));
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Only ADMIN accounts may do this');
  });
});

describe('admin endpoints: 400 naming the invalid field, for an ADMIN', () => {
  it('a bad tier, a bad user id, a bad email, a bad release time', async () => {
    const admin = spec.as(ADMIN);
    const badTier = await admin.put(`/api/admin/users/${TARGET}/tier`).send({ tier: 'BRONZE' });
    expect(badTier.status).toBe(400);
    expect(badTier.body.errors.tier).toEqual(['Tier must be one of FREE, SILVER, GOLD, PLATINUM']);
    const badId = await spec
      .as(ADMIN)
      .put('/api/admin/users/not-a-uuid/tier')
      .send({ tier: 'GOLD' });
    expect(badId.body.errors.id).toEqual(['User id must be a uuid']);
    const badEmail = await spec.as(ADMIN).get('/api/admin/users?email=nobody').expect(400);
    expect(badEmail.body.errors.email).toEqual(['Please enter a valid email address']);
    const badTime = await spec
      .as(ADMIN)
      .put('/api/admin/episodes/dubai-guardians-003/release')
      .send({ releaseAt: 'tomorrow' })
      .expect(400);
    expect(Object.keys(badTime.body.errors as object)).toEqual(['releaseAt']);
  });
});
