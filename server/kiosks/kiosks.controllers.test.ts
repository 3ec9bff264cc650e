import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserEntity } from '../auth/entities/user.entity.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { UsersService } from '../auth/users.service.js';
import { controllerSpec, type ControllerSpec } from '../testing/controller-spec.js';
import { AdminService } from '../admin/admin.service.js';
import { KioskCredentialsService } from './kiosk-credentials.service.js';
import { KiosksController } from './kiosks.controller.js';
import { KiosksService } from './kiosks.service.js';

let spec: ControllerSpec;
beforeAll(async () => {
  spec = await controllerSpec({
    controllers: [KiosksController],
    mocks: [KiosksService, KioskCredentialsService, AdminService, UsersService],
    providers: [RolesGuard],
  });
  spec
    .mock(UsersService)
    .findById.mockImplementation(async (id) =>
      id === 'a-user' ? ({ id, role: 'USER' } as UserEntity) : null,
    );
});
afterAll(async () => {
  await spec.close();
});

describe('GET /api/kiosks', () => {
  it('is refused to visitors (401) and to ordinary accounts (403)', async () => {
    await spec.http().get('/api/kiosks').expect(401);
    const res = await spec.as('a-user').get('/api/kiosks').expect(403);
    expect(res.body.message).toBe('Only ADMIN accounts may do this');
    expect(spec.mock(KiosksService).list).not.toHaveBeenCalled();
  });

  it('is refused (401) to a session whose account is gone', async () => {
    await spec.as('deleted').get('/api/kiosks').expect(401);
    expect(spec.mock(KiosksService).list).not.toHaveBeenCalled();
  });
});

describe('POST /api/kiosks/heartbeat', () => {
  it('answers 400 for a kiosk id with capitals, an unknown field or no version', async () => {
    const res = await spec
      .http()
      .post('/api/kiosks/heartbeat')
      .send({ kioskId: 'Metro 1', cacheStatus: {}, extra: 1 })
      .expect(400);
    expect(res.body.errors.kioskId).toEqual([
      'Use lower-case letters, digits and dashes (up to 64)',
    ]);
    expect(res.body.errors.version).toBeDefined();
    expect(spec.mock(KiosksService).heartbeat).not.toHaveBeenCalled();
  });
});
