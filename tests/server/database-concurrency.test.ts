import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE } from '../../server/database/database-status.js';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';

const USERS = 20;
const USER_ROUNDS = 40; // each round: GET /api/auth/me + PUT /api/user/profile
const VOTERS = 10;
const VOTER_ROUNDS = 30; // each round: one vote + one read increment
const POLL = 'guardian-comic-poll';
const COMIC = 'origins-1';

interface Outcome {
  wrongUser: number;
  spurious401: number;
  serverErrors: number;
  other: string[];
}

/** One browser: keeps its session cookie like a real one. */
class Browser {
  private cookie = '';
  constructor(private readonly base: string) {}

  /**
   * One request; a 503 busy (the server saturated by the other browsers) is asked again after
   * its Retry-After, as a client does, and never counted as done.
   */
  async call(method: string, path: string, body?: unknown) {
    for (;;) {
      const res = await this.once(method, path, body);
      if (res.status !== 503 || res.body.message !== DATABASE_BUSY_MESSAGE) return res;
      await new Promise((resolve) => setTimeout(resolve, res.retryAfter * 1000));
    }
  }

  private async once(method: string, path: string, body?: unknown) {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      retryAfter: Number(res.headers.get('retry-after') ?? 1),
    };
  }
}

describe('the database under concurrent signed-in users, voters and readers', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`answers ${USERS * USER_ROUNDS * 2 + VOTERS * VOTER_ROUNDS * 2} requests with no wrong user, no spurious 401, no 5xx and exact counts`, async () => {
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const browser = new Browser(base);
        const email = `hero-${i}-${randomUUID()}@example.com`;
        const res = await browser.call('POST', '/api/auth/register', {
          email,
          password: 'sky-panther',
        });
        expect(res.status).toBe(201);
        return { browser, email, id: (res.body.user as { id: string }).id };
      }),
    );
    const outcome: Outcome = { wrongUser: 0, spurious401: 0, serverErrors: 0, other: [] };
    const tally = (status: number, expected: number, what: string) => {
      if (status === 401) outcome.spurious401 += 1;
      else if (status >= 500) outcome.serverErrors += 1;
      else if (status !== expected) outcome.other.push(`${what}: ${status}`);
      return status === expected;
    };

    const readers = users.map(async (user, i) => {
      for (let round = 0; round < USER_ROUNDS; round += 1) {
        const me = await user.browser.call('GET', '/api/auth/me');
        if (tally(me.status, 200, 'me') && (me.body.id !== user.id || me.body.email !== user.email))
          outcome.wrongUser += 1;
        const firstName = `Hero${i}x${round}`;
        const put = await user.browser.call('PUT', '/api/user/profile', { firstName });
        if (
          tally(put.status, 200, 'profile') &&
          (put.body.id !== user.id || put.body.firstName !== firstName)
        )
          outcome.wrongUser += 1;
      }
    });
    const voters = Array.from({ length: VOTERS }, async () => {
      const browser = new Browser(base);
      for (let round = 0; round < VOTER_ROUNDS; round += 1) {
        const vote = await browser.call('POST', '/api/votes', { pollId: POLL, option: 'nazra' });
        tally(vote.status, 201, 'vote');
        const read = await browser.call('POST', `/api/comic-reads/${COMIC}`);
        tally(read.status, 200, 'read');
      }
    });
    await Promise.all([...readers, ...voters]);

    expect(outcome).toEqual({ wrongUser: 0, spurious401: 0, serverErrors: 0, other: [] });
    const votes = await new Browser(base).call('GET', `/api/votes/${POLL}`);
    const nazra = (votes.body as unknown as { option: string; count: number }[]).find(
      (row) => row.option === 'nazra',
    );
    // One vote per browser (its voter cookie): each voter's later rounds change the same vote.
    expect(nazra?.count).toBe(VOTERS);
    const reads = await new Browser(base).call('GET', `/api/comic-reads/${COMIC}`);
    expect(reads.body.count).toBe(VOTERS * VOTER_ROUNDS);
    // Every account holds exactly its own last update.
    const rows: { id: string; email: string; first_name: string }[] = await t.dataSource.query(
      'SELECT id, email, first_name FROM users WHERE id = ANY($1)',
      [users.map((user) => user.id)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    users.forEach((user, i) => {
      expect(byId.get(user.id)).toEqual({
        id: user.id,
        email: user.email,
        first_name: `Hero${i}x${USER_ROUNDS - 1}`,
      });
    });
    // What this checks is correctness under concurrency, not speed (bench:faults measures that):
    // a machine running other work may take minutes.
  }, 300_000);
});
