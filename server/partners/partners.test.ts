import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, signedInAgent } from '../../tests/server/support/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const application = {
  companyName: 'Falcon Telecom',
  industry: 'telecom',
  contactName: 'Huda Saleh',
  contactEmail: 'huda@falcon.example',
  website: 'https://falcon.example',
  companySize: '201-1000',
  campaignType: 'sponsored-content',
  proposedBudget: '50k-100k',
  description: 'Mobile network with 4 million subscribers across the Gulf.',
  goals: 'Reach young comic readers',
  timeline: 'Q3 2025',
};

describe('POST /api/partnerships/apply', () => {
  it('stores a pending partner with every answer and answers 201 { id, status }', async () => {
    const res = await t.http().post('/api/partnerships/apply').send(application).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), status: 'PENDING' });
    const [partner] = await t.dataSource.query(
      `SELECT name, company, type, status, contact_name, contact_email, website, description,
              budget, preferred_campaign_type, application
         FROM partners WHERE id = $1`,
      [res.body.id],
    );
    expect(partner).toEqual({
      name: 'Falcon Telecom',
      company: 'Falcon Telecom',
      type: 'TECH',
      status: 'PENDING',
      contact_name: 'Huda Saleh',
      contact_email: 'huda@falcon.example',
      website: 'https://falcon.example',
      description: application.description,
      budget: '50000.00',
      preferred_campaign_type: 'sponsored-content',
      application,
    });
  });

  it.each([
    ['retail', 'RETAIL'],
    ['food-beverage', 'FNB'],
    ['technology', 'TECH'],
    ['automotive', null],
    ['other', null],
  ])('maps the industry %s to the partner type %s', async (industry, type) => {
    const res = await t
      .http()
      .post('/api/partnerships/apply')
      .send({ ...application, industry, proposedBudget: '500k+' })
      .expect(201);
    const [row] = await t.dataSource.query('SELECT type, budget FROM partners WHERE id = $1', [
      res.body.id,
    ]);
    expect(row).toEqual({ type, budget: '500000.00' });
  });

  it('accepts only the required fields, leaving the budget empty', async () => {
    const res = await t
      .http()
      .post('/api/partnerships/apply')
      .send({
        companyName: 'Small Studio',
        industry: 'entertainment',
        contactName: 'Rami',
        contactEmail: 'rami@studio.example',
        website: '',
        description: 'Two-person animation studio.',
      })
      .expect(201);
    const [row] = await t.dataSource.query(
      'SELECT budget, website, type FROM partners WHERE id = $1',
      [res.body.id],
    );
    expect(row).toEqual({ budget: null, website: null, type: null });
  });

  it('rejects missing required fields with a message for each and writes nothing', async () => {
    const before = await countRows(t, 'partners');
    const res = await t.http().post('/api/partnerships/apply').send({}).expect(400);
    expect(res.body.errors).toEqual({
      companyName: ['Company name is required'],
      industry: ['Please choose an industry'],
      contactName: ['Contact name is required'],
      contactEmail: ['Email is required'],
      description: ['Company description is required'],
    });
    expect(await countRows(t, 'partners')).toBe(before);
  });

  it('rejects a website that is not a URL and an invalid contact email', async () => {
    const before = await countRows(t, 'partners');
    const res = await t
      .http()
      .post('/api/partnerships/apply')
      .send({ ...application, website: 'falcon dot example', contactEmail: 'huda@' })
      .expect(400);
    expect(res.body.errors.website).toEqual(['Website must be a valid URL']);
    expect(res.body.errors.contactEmail).toEqual(['Please enter a valid email address']);
    expect(await countRows(t, 'partners')).toBe(before);
  });
});

describe('GET /api/campaigns', () => {
  it('gives an account that belongs to no partner an empty list', async () => {
    const { agent } = await signedInAgent(t);
    expect((await agent.get('/api/campaigns').expect(200)).body).toEqual([]);
  });

  it("lists a partner account's own seeded campaigns newest first with their metrics", async () => {
    const [{ partner_id: partnerId }] = await t.dataSource.query(
      `SELECT partner_id FROM campaigns WHERE name = 'Guardians of Dubai: Station Takeover'`,
    );
    const { agent, userId } = await signedInAgent(t);
    await t.dataSource.query(`INSERT INTO partner_members (user_id, partner_id) VALUES ($1, $2)`, [
      userId,
      partnerId,
    ]);
    const res = await agent.get('/api/campaigns').expect(200);
    // Emirates Transit Media's three, not Souq Threads' or Qahwa House's.
    expect(res.body.map((c: { status: string }) => c.status)).toEqual([
      'ACTIVE',
      'ACTIVE',
      'CANCELLED',
    ]);
    const takeover = res.body.find(
      (c: { name: string }) => c.name === 'Guardians of Dubai: Station Takeover',
    );
    expect(takeover).toEqual({
      id: expect.any(String),
      name: 'Guardians of Dubai: Station Takeover',
      description: expect.stringContaining('BurJuman'),
      status: 'ACTIVE',
      metrics: { impressions: 1250000, clicks: 48200, conversions: 6100 },
    });
  });

  it('links every seeded campaign to the Guardians of Dubai episode', async () => {
    const rows: { slug: string }[] = await t.dataSource.query(
      `SELECT e.slug FROM campaign_episodes ce JOIN episodes e ON e.id = ce.episode_id`,
    );
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.slug))).toEqual(new Set(['dubai-guardians']));
  });
});
