import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerSpec, type ControllerSpec } from '../testing/controller-spec.js';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignsService } from './campaigns.service.js';
import { PartnershipsController } from './partnerships.controller.js';
import { PartnershipsService } from './partnerships.service.js';

let spec: ControllerSpec;
beforeAll(async () => {
  spec = await controllerSpec({
    controllers: [CampaignsController, PartnershipsController],
    mocks: [CampaignsService, PartnershipsService],
  });
});
afterAll(async () => {
  // Every request here is refused before a service is asked.
  expect(spec.called()).toEqual([]);
  await spec.close();
});

describe('GET /api/campaigns', () => {
  it('answers 401 without a session', async () => {
    const res = await spec.http().get('/api/campaigns').expect(401);
    expect(res.body.statusCode).toBe(401);
  });
});

describe('POST /api/partnerships/apply', () => {
  it('answers 400 naming each missing field', async () => {
    const res = await spec.http().post('/api/partnerships/apply').send({}).expect(400);
    expect(Object.keys(res.body.errors as object).sort()).toEqual([
      'companyName',
      'contactEmail',
      'contactName',
      'description',
      'industry',
    ]);
  });

  it('answers 400 for a website that is not an http address', async () => {
    const res = await spec
      .http()
      .post('/api/partnerships/apply')
      .send({
        companyName: 'Metro',
        industry: 'retail',
        contactName: 'Sara',
        contactEmail: 'sara@example.com',
        description: 'Stations',
        website: 'ftp://example.com',
      })
      .expect(400);
    expect(Object.keys(res.body.errors as object)).toContain('website');
  });
});
