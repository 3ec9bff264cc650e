import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerClient } from '../../clients/partner/client.js';
import { campaignOf, partnerAgent } from '../../server/testing/partners.js';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';
import type { OpenApiDocument } from '../../server/testing/contract.js';

const COMMITTED = join(import.meta.dirname, '../../clients/partner/openapi.json');
const PARTNER_PATHS = '/api/partner/v1/';

/** The partner API's part of the published document: what the partner client is generated from. */
function partnerDocument(document: OpenApiDocument & Record<string, unknown>) {
  const components = document.components as { securitySchemes: Record<string, unknown> };
  return {
    openapi: document.openapi,
    info: { ...(document.info as object), title: 'Abtal Universe partner API' },
    tags: (document.tags as { name: string }[]).filter((tag) => tag.name === 'partner-api'),
    paths: Object.fromEntries(
      Object.entries(document.paths).filter(([path]) => path.startsWith(PARTNER_PATHS)),
    ),
    components: { securitySchemes: components.securitySchemes },
  };
}

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const server = t.app.getHttpServer() as import('node:http').Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('the partner client', () => {
  it('is generated from the partner part of the document the server publishes', () => {
    const current = partnerDocument(t.document as OpenApiDocument & Record<string, unknown>);
    if (process.env.UPDATE_PARTNER_CLIENT) {
      writeFileSync(COMMITTED, `${JSON.stringify(current, null, 2)}\n`);
    }
    const committed: unknown = JSON.parse(readFileSync(COMMITTED, 'utf8'));
    // On a difference: `npm run client:partner` writes both files again.
    expect(committed).toEqual(current);
  });

  it("lists the partner's campaigns and downloads a report with a key", async () => {
    const { agent, partnerId } = await partnerAgent(t);
    const campaignId = await campaignOf(t, partnerId, { name: 'Typed client' });
    const created = await agent
      .post('/api/partner/keys')
      .send({ name: 'Client', scopes: ['campaigns:read', 'reports:read'], expiresInDays: 7 })
      .expect(201);
    const client = createPartnerClient(created.body.secret as string, baseUrl);

    const listed = await client.GET('/api/partner/v1/campaigns');
    expect(listed.response.status).toBe(200);
    expect(listed.data?.map((campaign) => campaign.name)).toEqual(['Typed client']);

    const report = await client.GET('/api/partner/v1/campaigns/{id}/report', {
      params: { path: { id: campaignId }, query: { by: 'total' } },
    });
    expect(report.data?.campaignId).toBe(campaignId);
    expect(report.data?.totals.impressions).toBe(0);

    const csv = await client.GET('/api/partner/v1/campaigns/{id}/report.csv', {
      params: { path: { id: campaignId }, query: { by: 'day' } },
      parseAs: 'text',
    });
    expect(csv.response.headers.get('content-type')).toContain('text/csv');
    expect(csv.data).toMatch(/^day,/);

    const refused = await createPartnerClient('abtal_pk_nothing', baseUrl).GET(
      '/api/partner/v1/campaigns',
    );
    expect(refused.response.status).toBe(401);
    expect(refused.data).toBeUndefined();
  });
});
