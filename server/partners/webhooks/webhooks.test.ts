import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../common/clock.js';
import { JobWorker } from '../../jobs/job-worker.js';
import { signedInAgent } from '../../testing/factories.js';
import { campaignOf, partnerAgent } from '../../testing/partners.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { CampaignReviewService } from '../campaign-review.service.js';
import { WebhookDelivery } from './webhook-delivery.js';
import { isPrivateAddress } from './webhook-target.js';
import { WebhooksService } from './webhooks.service.js';

/** What the receiver got: the raw body, the headers, and whether a secret's signature matched. */
interface Received {
  body: string;
  headers: IncomingHttpHeaders;
  signatures: string[];
}

/**
 * A partner's real HTTP endpoint: it checks each message's signature with the Standard Webhooks
 * reference library and answers 401 to a bad one, `status` to a good one, or nothing when hanging.
 */
class Receiver {
  readonly received: Received[] = [];
  secrets: string[] = [];
  status = 204;
  hang = false;
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const header = String(req.headers['webhook-signature'] ?? '');
        this.received.push({ body, headers: req.headers, signatures: header.split(' ') });
        if (this.hang) return;
        res.statusCode = this.signedBySome(body, req.headers) ? this.status : 401;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** The reference algorithm's signature under one of `secrets` is among the ones sent. */
  signedBySome(body: string, headers: IncomingHttpHeaders): boolean {
    const id = String(headers['webhook-id']);
    const at = new Date(Number(headers['webhook-timestamp']) * 1000);
    const sent = String(headers['webhook-signature']).split(' ');
    return this.secrets.some((secret) => sent.includes(new Webhook(secret).sign(id, at, body)));
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
let receiver: Receiver;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  receiver = new Receiver();
  url = await receiver.start();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  receiver.status = 204;
  receiver.hang = false;
  receiver.received.length = 0;
  t.app.get(WebhooksService).allowPrivateTargets = true;
  t.app.get(WebhookDelivery).timeoutMs = 10_000;
});

const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
const ALL_SCOPES = ['campaigns:read', 'campaigns:write', 'reports:read', 'webhooks:manage'];

async function partnerWithKey(scopes = ALL_SCOPES) {
  const partner = await partnerAgent(t);
  const res = await partner.agent
    .post('/api/partner/keys')
    .send({ name: 'Hooks', scopes, expiresInDays: 365 })
    .expect(201);
  return { ...partner, key: res.body.secret as string };
}

async function addEndpoint(key: string, events = ['campaign.status_changed', 'report.day_ready']) {
  const res = await t
    .http()
    .post('/api/partner/v1/webhooks')
    .set(bearer(key))
    .send({ url, events, description: 'Our CRM' });
  expect(res.status).toBe(201);
  receiver.secrets = [res.body.secret];
  return res.body as { endpoint: { id: string; status: string }; secret: string };
}

const runJobs = () => t.app.get(JobWorker).runDue();
let offset = 0;
/** Moves the server's clock `ms` further (from now on, for the rest of the test). */
function travel(ms: number) {
  offset += ms;
  const clock = t.app.get(Clock);
  vi.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + offset));
}
afterEach(() => {
  offset = 0;
});

async function log(key: string, id: string) {
  const res = await t
    .http()
    .get(`/api/partner/v1/webhooks/${id}/deliveries`)
    .set(bearer(key))
    .expect(200);
  return res.body as {
    id: string;
    messageId: string;
    eventType: string;
    status: string;
    nextAttemptAt: string | null;
    payload: { type: string; data: Record<string, unknown> };
    attempts: { statusCode: number | null; error: string | null }[];
  }[];
}

describe('webhook endpoints', () => {
  it('adds an endpoint with a whsec_ secret shown once, and keeps it to its partner', async () => {
    const { key } = await partnerWithKey();
    const { endpoint, secret } = await addEndpoint(key);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ status: 'enabled', description: 'Our CRM' });
    const listed = await t.http().get('/api/partner/v1/webhooks').set(bearer(key)).expect(200);
    expect(listed.body.map((e: { id: string }) => e.id)).toEqual([endpoint.id]);
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));

    const other = await partnerWithKey();
    const path = `/api/partner/v1/webhooks/${endpoint.id}`;
    await t.http().get(path).set(bearer(other.key)).expect(404);
    await t.http().post(`${path}/test`).set(bearer(other.key)).expect(404);
    await t.http().get(`${path}/deliveries`).set(bearer(other.key)).expect(404);
    const readOnly = await partnerWithKey(['campaigns:read']);
    await t.http().get('/api/partner/v1/webhooks').set(bearer(readOnly.key)).expect(403);
    const fan = await signedInAgent(t);
    await fan.agent.get('/api/partner/v1/webhooks').expect(403);
  });

  it('refuses URLs that are not http(s), event names it does not send, and bad ids', async () => {
    const { key } = await partnerWithKey();
    const post = (body: object) =>
      t.http().post('/api/partner/v1/webhooks').set(bearer(key)).send(body);
    for (const bad of [
      'ftp://files.example/x',
      'javascript:alert(1)',
      'not a url',
      '',
      'https://me:pw@hooks.example/x',
      'http://1.2.3.999/x',
      'http://hooks.example:65536/x',
      'http://[::1]/x',
    ]) {
      const res = await post({ url: bad, events: ['report.day_ready'] }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual(['url']);
    }
    const events = await post({ url: 'https://hooks.example/x', events: ['campaign.deleted'] });
    expect(events.status).toBe(400);
    expect(Object.keys(events.body.errors)).toEqual(['events.0']);
    await t.http().get('/api/partner/v1/webhooks/nope').set(bearer(key)).expect(400);
  });

  it('refuses private, loopback and local addresses outside tests, at creation and at delivery', async () => {
    const { key } = await partnerWithKey();
    const { endpoint } = await addEndpoint(key);
    const webhooks = t.app.get(WebhooksService);
    webhooks.allowPrivateTargets = false;
    for (const target of [
      'http://127.0.0.1:8080/x',
      'http://10.1.2.3/x',
      'http://192.168.1.1/x',
      'http://169.254.169.254/latest',
      'http://0.0.0.0/x',
      'http://localhost/x',
      'https://printer.local/x',
    ]) {
      const res = await t
        .http()
        .post('/api/partner/v1/webhooks')
        .set(bearer(key))
        .send({ url: target, events: ['report.day_ready'] })
        .expect(400);
      expect(res.body.errors.url[0]).toMatch(/public address/);
    }
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('fd00::1')).toBe(true);

    // An endpoint stored earlier is checked again when a message goes out: nothing is sent.
    await t
      .http()
      .post(`/api/partner/v1/webhooks/${endpoint.id}/test`)
      .set(bearer(key))
      .expect(200);
    await runJobs();
    expect(receiver.received).toHaveLength(0);
    const [message] = await log(key, endpoint.id);
    expect(message.attempts[0]).toMatchObject({ statusCode: null });
    expect(message.attempts[0].error).toMatch(/public address/);

    // Deleting the endpoint drops its log and the retries still queued.
    const path = `/api/partner/v1/webhooks/${endpoint.id}`;
    await t.http().delete(path).set(bearer(key)).expect(200);
    await t.http().get(path).set(bearer(key)).expect(404);
    travel(3600_000);
    await runJobs();
    expect(receiver.received).toHaveLength(0);
  });
});

describe('webhook messages', () => {
  it('sends a campaign’s status changes, signed the Standard Webhooks way', async () => {
    const { key } = await partnerWithKey();
    const { endpoint, secret } = await addEndpoint(key, ['campaign.status_changed']);
    const draft = await t
      .http()
      .post('/api/partner/v1/campaigns')
      .set(bearer(key))
      .send({ name: 'Summer', startDate: '2030-06-01', endDate: '2030-06-30' })
      .expect(201);
    await t
      .http()
      .post(`/api/partner/v1/campaigns/${draft.body.id}/submit`)
      .set(bearer(key))
      .expect(200);
    await runJobs();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    // The reference library's own verification, timestamp tolerance included.
    const payload = new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: 'campaign.status_changed',
      timestamp: expect.any(String),
      data: { campaignId: draft.body.id, name: 'Summer', from: 'DRAFT', to: 'PENDING' },
    });
    expect(got.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(got.headers['content-type']).toBe('application/json');
    expect(() =>
      new Webhook(secret).verify(got.body.replace('Summer', 'Winter'), got.headers as never),
    ).toThrow(/No matching signature/);

    const [message] = await log(key, endpoint.id);
    expect(message).toMatchObject({ status: 'succeeded', eventType: 'campaign.status_changed' });
    expect(message.attempts).toEqual([expect.objectContaining({ statusCode: 204, error: null })]);

    // The reviewer's decision (its route and rights have their own tests) is a change too.
    const reviewer = await signedInAgent(t);
    await t.app.get(CampaignReviewService).review(draft.body.id, reviewer.userId, false);
    await runJobs();
    expect(JSON.parse(receiver.received[1].body).data).toMatchObject({
      from: 'PENDING',
      to: 'CANCELLED',
    });
  });

  it('retries a 500 on the schedule, then delivers; a replay sends the same webhook-id', async () => {
    const { key } = await partnerWithKey();
    const { endpoint } = await addEndpoint(key);
    receiver.status = 500;
    await t
      .http()
      .post(`/api/partner/v1/webhooks/${endpoint.id}/test`)
      .set(bearer(key))
      .expect(200);
    await runJobs();
    let [message] = await log(key, endpoint.id);
    expect(message.status).toBe('pending');
    expect(message.attempts).toEqual([expect.objectContaining({ statusCode: 500, error: null })]);
    const wait = Date.parse(message.nextAttemptAt!) - Date.now();
    expect(wait).toBeGreaterThan(4_000);
    expect(wait).toBeLessThan(6_000);
    await runJobs();
    expect(receiver.received).toHaveLength(1);

    receiver.status = 200;
    travel(6_000);
    await runJobs();
    [message] = await log(key, endpoint.id);
    expect(message.status).toBe('succeeded');
    expect(message.attempts.map((a) => a.statusCode)).toEqual([500, 200]);
    expect(receiver.received[0].headers['webhook-id']).toBe(
      receiver.received[1].headers['webhook-id'],
    );

    const replayed = await t
      .http()
      .post(`/api/partner/v1/webhooks/${endpoint.id}/deliveries/${message.id}/replay`)
      .set(bearer(key))
      .expect(200);
    expect(replayed.body.status).toBe('pending');
    await runJobs();
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2].headers['webhook-id']).toBe(message.messageId);
    expect(receiver.received[2].body).toBe(receiver.received[0].body);
  });

  it('gives up an attempt that gets no answer within the timeout', async () => {
    const { key } = await partnerWithKey();
    const { endpoint } = await addEndpoint(key);
    receiver.hang = true;
    t.app.get(WebhookDelivery).timeoutMs = 300;
    await t
      .http()
      .post(`/api/partner/v1/webhooks/${endpoint.id}/test`)
      .set(bearer(key))
      .expect(200);
    await runJobs();
    const [message] = await log(key, endpoint.id);
    expect(message.status).toBe('pending');
    expect(message.attempts[0]).toMatchObject({ statusCode: null });
    expect(message.attempts[0].error).toBe('No answer within 300 ms');
  });
});

describe('webhook endpoints over time', () => {
  it('disables an endpoint whose message failed for a day, until the partner enables it', async () => {
    const { key } = await partnerWithKey();
    const { endpoint } = await addEndpoint(key);
    receiver.status = 503;
    await t
      .http()
      .post(`/api/partner/v1/webhooks/${endpoint.id}/test`)
      .set(bearer(key))
      .expect(200);
    for (let run = 0; run < 12; run += 1) {
      await runJobs();
      travel(9 * 3600_000);
    }
    const [message] = await log(key, endpoint.id);
    expect(message.status).toBe('failed');
    expect(message.attempts).toHaveLength(10);
    const path = `/api/partner/v1/webhooks/${endpoint.id}`;
    const after = (await t.http().get(path).set(bearer(key)).expect(200)).body;
    expect(after.status).toBe('disabled');
    expect(after.disabledReason).toMatch(/a day of failed deliveries.*503/);
    // Disabled: no new message, no test send, no replay.
    await t.http().post(`${path}/test`).set(bearer(key)).expect(409);
    await t.http().post(`${path}/deliveries/${message.id}/replay`).set(bearer(key)).expect(409);

    const enabled = await t
      .http()
      .put(path)
      .set(bearer(key))
      .send({ url, events: ['report.day_ready'], enabled: true })
      .expect(200);
    expect(enabled.body).toMatchObject({ status: 'enabled', disabledReason: null });
    receiver.status = 204;
    await t.http().post(`${path}/deliveries/${message.id}/replay`).set(bearer(key)).expect(200);
    await runJobs();
    expect((await log(key, endpoint.id))[0].status).toBe('succeeded');
  });

  it('rotates the secret: both signatures during the grace period, then only the new one', async () => {
    const { key } = await partnerWithKey();
    const { endpoint, secret: old } = await addEndpoint(key);
    const path = `/api/partner/v1/webhooks/${endpoint.id}`;
    const rotated = await t
      .http()
      .post(`${path}/rotate-secret`)
      .set(bearer(key))
      .send({ graceHours: 24 })
      .expect(200);
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(old);
    expect(rotated.body.endpoint.previousSecretUntil).toEqual(expect.any(String));

    await t.http().post(`${path}/test`).set(bearer(key)).expect(200);
    await runJobs();
    const during = receiver.received[0];
    expect(during.signatures).toHaveLength(2);
    for (const secret of [old, fresh]) {
      receiver.secrets = [secret];
      expect(receiver.signedBySome(during.body, during.headers)).toBe(true);
    }

    travel(25 * 3600_000);
    await t.http().post(`${path}/test`).set(bearer(key)).expect(200);
    await runJobs();
    const later = receiver.received[1];
    expect(later.signatures).toHaveLength(1);
    receiver.secrets = [old];
    expect(receiver.signedBySome(later.body, later.headers)).toBe(false);
    receiver.secrets = [fresh];
    expect(receiver.signedBySome(later.body, later.headers)).toBe(true);

    const bad = await t
      .http()
      .post(`${path}/rotate-secret`)
      .set(bearer(key))
      .send({ graceHours: 999 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['graceHours']);
  });

  it('announces a finished day’s report with its totals', async () => {
    const { key, partnerId } = await partnerWithKey();
    const { endpoint } = await addEndpoint(key, ['report.day_ready']);
    const campaignId = await campaignOf(t, partnerId);
    const day = new Date().toISOString().slice(0, 10);
    await t.app.get(WebhookDelivery).announceDay(day);
    await runJobs();
    const [message] = await log(key, endpoint.id);
    expect(message.payload).toMatchObject({
      type: 'report.day_ready',
      data: {
        campaignId,
        day,
        totals: expect.objectContaining({ impressions: 0, clicks: 0 }),
        budget: 1000,
      },
    });
    expect(message.status).toBe('succeeded');
  });
});
