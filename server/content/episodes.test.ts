import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guidedDocumentSchema } from '../../shared/content/guided.schemas.js';
import { Clock } from '../common/clock.js';
import { escapeText } from './episode-calendar.service.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { agentWithTier } from '../testing/tiers.js';

const DAY = 24 * 60 * 60 * 1000;
const PAID_WINDOW = 'dubai-guardians-002';
const ANNOUNCED = 'dubai-guardians-003';

let t: TestApp;
let releases: Record<string, Date>;
/** The start of the test app (the seed runs in between): a busy machine can take a while. */
let startedFrom: number;
let startedBy: number;

beforeAll(async () => {
  startedFrom = Date.now();
  // The seed dates the episodes from the first start: this file's database is seeded now.
  t = await createTestApp({}, { seededNow: true });
  startedBy = Date.now();
  const rows: { slug: string; release_at: Date }[] = await t.dataSource.query(
    `SELECT slug, release_at FROM episodes WHERE slug = ANY($1)`,
    [[PAID_WINDOW, ANNOUNCED]],
  );
  releases = Object.fromEntries(rows.map((row) => [row.slug, new Date(row.release_at)]));
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Moves the server's clock to `at` for the rest of the test. */
const setServerTime = (at: Date) => vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(at);

describe('the seeded Guardians of Dubai episodes', () => {
  it('are released relative to the first start: 002 two days ago, 003 in five days', () => {
    // The seed counts from the start of its minute.
    const from = Math.floor(startedFrom / 60_000) * 60_000;
    const paid = releases[PAID_WINDOW].getTime();
    expect(paid).toBeGreaterThanOrEqual(from - 2 * DAY);
    expect(paid).toBeLessThanOrEqual(startedBy - 2 * DAY);
    const announced = releases[ANNOUNCED].getTime();
    expect(announced).toBeGreaterThanOrEqual(from + 5 * DAY);
    expect(announced).toBeLessThanOrEqual(startedBy + 5 * DAY);
  });

  it('have 5 to 7 pages each, served by the API, with their words', async () => {
    const { agent } = await agentWithTier(t, 'GOLD');
    const res = await agent.get(`/api/episodes/${PAID_WINDOW}`).expect(200);
    expect(res.body.pages.length).toBeGreaterThanOrEqual(5);
    expect(res.body.pages.length).toBeLessThanOrEqual(7);
    expect(res.body.pages[0]).toMatchObject({
      number: 1,
      image: `/api/episodes/${PAID_WINDOW}/pages/1`,
    });
    expect(res.body.pages[0].text).toMatch(/Dubai Metro/);
  });
});

describe('the release rule on GET /api/episodes/{slug}', () => {
  it('answers 403 with availableAt (release + 7 days) to a signed-out visitor in the paid window', async () => {
    const res = await t.http().get(`/api/episodes/${PAID_WINDOW}`).expect(403);
    expect(res.body).toMatchObject({
      statusCode: 403,
      requiredTier: 'FREE',
      availableAt: new Date(releases[PAID_WINDOW].getTime() + 7 * DAY).toISOString(),
    });
    expect(res.body).not.toHaveProperty('pages');
  });

  it('answers 403 with availableAt to a FREE member and 200 with the pages to SILVER', async () => {
    const free = await agentWithTier(t, 'FREE');
    const locked = await free.agent.get(`/api/episodes/${PAID_WINDOW}`).expect(403);
    expect(locked.body.availableAt).toBe(
      new Date(releases[PAID_WINDOW].getTime() + 7 * DAY).toISOString(),
    );
    const silver = await agentWithTier(t, 'SILVER');
    const open = await silver.agent.get(`/api/episodes/${PAID_WINDOW}`).expect(200);
    expect(open.body.available).toBe(true);
    expect(open.body.pages).toHaveLength(6);
  });

  it('opens to FREE members and visitors at release + 7 days by the server clock', async () => {
    const free = await agentWithTier(t, 'FREE');
    const freeAt = new Date(releases[PAID_WINDOW].getTime() + 7 * DAY);
    setServerTime(new Date(freeAt.getTime() - 1000));
    await free.agent.get(`/api/episodes/${PAID_WINDOW}`).expect(403);
    setServerTime(freeAt);
    const res = await free.agent.get(`/api/episodes/${PAID_WINDOW}`).expect(200);
    expect(res.body.pages).toHaveLength(6);
    await t.http().get(`/api/episodes/${PAID_WINDOW}`).expect(200);
  });

  it('keeps an announced episode from every tier until its release', async () => {
    const gold = await agentWithTier(t, 'GOLD');
    const res = await gold.agent.get(`/api/episodes/${ANNOUNCED}`).expect(403);
    expect(res.body.availableAt).toBe(releases[ANNOUNCED].toISOString());
    setServerTime(releases[ANNOUNCED]);
    await gold.agent.get(`/api/episodes/${ANNOUNCED}`).expect(200);
  });

  it('never opens an episode below its required tier, whatever the time', async () => {
    await t.dataSource.query(`UPDATE episodes SET required_tier = 'GOLD' WHERE slug = $1`, [
      ANNOUNCED,
    ]);
    try {
      setServerTime(new Date(releases[ANNOUNCED].getTime() + 365 * DAY));
      const silver = await agentWithTier(t, 'SILVER');
      const res = await silver.agent.get(`/api/episodes/${ANNOUNCED}`).expect(403);
      expect(res.body).toMatchObject({ availableAt: null, requiredTier: 'GOLD' });
      const platinum = await agentWithTier(t, 'PLATINUM');
      await platinum.agent.get(`/api/episodes/${ANNOUNCED}`).expect(200);
    } finally {
      await t.dataSource.query(`UPDATE episodes SET required_tier = 'FREE' WHERE slug = $1`, [
        ANNOUNCED,
      ]);
    }
  });

  it('keeps the bundled comics readable by everyone', async () => {
    await t.http().get('/api/episodes/origins-1').expect(200);
    await t.http().get('/api/episodes/dubai-guardians').expect(200);
  });
});

describe('the episode list', () => {
  it('tells each reader when they may read each episode', async () => {
    const visitor = await t.http().get('/api/episodes').expect(200);
    const mine = (body: { slug: string }[], slug: string) => body.find((e) => e.slug === slug);
    expect(mine(visitor.body, PAID_WINDOW)).toMatchObject({
      available: false,
      availableAt: new Date(releases[PAID_WINDOW].getTime() + 7 * DAY).toISOString(),
      releaseAt: releases[PAID_WINDOW].toISOString(),
    });
    expect(mine(visitor.body, 'origins-1')).toMatchObject({ available: true });
    const gold = await agentWithTier(t, 'GOLD');
    const list = await gold.agent.get('/api/episodes').expect(200);
    expect(mine(list.body, PAID_WINDOW)).toMatchObject({
      available: true,
      availableAt: releases[PAID_WINDOW].toISOString(),
    });
    expect(mine(list.body, ANNOUNCED)).toMatchObject({ available: false });
  });
});

describe('page images of server episodes', () => {
  const page = `/api/episodes/${PAID_WINDOW}/pages/1`;

  it('follow the same rule: 403 for FREE and visitors in the paid window, the SVG for SILVER', async () => {
    const denied = await t.http().get(page).expect(403);
    expect(denied.body.availableAt).toBe(
      new Date(releases[PAID_WINDOW].getTime() + 7 * DAY).toISOString(),
    );
    const free = await agentWithTier(t, 'FREE');
    await free.agent.get(page).expect(403);
    const silver = await agentWithTier(t, 'SILVER');
    const res = await silver.agent.get(page).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/private/);
    expect(String(res.body)).toContain('<svg');
  });

  it('revalidate through the gate on every use: private, no-cache with an ETag', async () => {
    const silver = await agentWithTier(t, 'SILVER');
    const res = await silver.agent.get(page).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    // Still allowed: a 304, nothing sent again.
    await silver.agent.get(page).set('If-None-Match', etag).expect(304);
    // The same cached copy offered by a visitor or a FREE member: the gate answers, not the cache.
    await t.http().get(page).set('If-None-Match', etag).expect(403);
    const free = await agentWithTier(t, 'FREE');
    await free.agent.get(page).set('If-None-Match', etag).expect(403);
    const panels = await silver.agent.get(`/api/episodes/${PAID_WINDOW}/panels`).expect(200);
    expect(panels.headers['cache-control']).toBe('private, no-cache');
    expect(panels.headers.etag).toBeTruthy();
  });

  it('open to FREE at release + 7 days', async () => {
    const free = await agentWithTier(t, 'FREE');
    setServerTime(new Date(releases[PAID_WINDOW].getTime() + 7 * DAY));
    await free.agent.get(page).expect(200);
  });

  it('answer 404 for a page the episode does not have and 400 for a page that is no number', async () => {
    const silver = await agentWithTier(t, 'SILVER');
    const missing = await silver.agent.get(`/api/episodes/${PAID_WINDOW}/pages/9`).expect(404);
    expect(missing.body.message).toBe('Page not found');
    const bad = await silver.agent.get(`/api/episodes/${PAID_WINDOW}/pages/first`).expect(400);
    expect(bad.body.errors.page).toContain('Page must be a number');
  });

  it('are not static files of the site', async () => {
    const res = await t.http().get(`/art/comics/${PAID_WINDOW}/page-1.svg`);
    expect(res.status).toBe(404);
  });

  it('leave covers visible to everyone', async () => {
    const res = await t.http().get(`/api/episodes/${ANNOUNCED}/cover`).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('panel data of server episodes', () => {
  const panels = `/api/episodes/${PAID_WINDOW}/panels`;

  it('follows the same rule as the pages: 403 for FREE in the paid window, the panels for SILVER', async () => {
    const free = await agentWithTier(t, 'FREE');
    const denied = await free.agent.get(panels).expect(403);
    expect(denied.body.availableAt).toBe(
      new Date(releases[PAID_WINDOW].getTime() + 7 * DAY).toISOString(),
    );
    const silver = await agentWithTier(t, 'SILVER');
    const res = await silver.agent.get(panels).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/private/);
    const document = guidedDocumentSchema.parse(res.body);
    // A page of panels for each page of the episode, each pointing at the API's page image.
    const episode = await silver.agent.get(`/api/episodes/${PAID_WINDOW}`).expect(200);
    const pages = (episode.body as { pages: { number: number }[] }).pages;
    expect(document.guided.map((page) => page.imgref)).toEqual(
      pages.map((page) => `/api/episodes/${PAID_WINDOW}/pages/${page.number}`),
    );
    expect(document.guided.every((page) => page.children.length > 0)).toBe(true);
  });

  it('answers 404 for an episode that does not exist', async () => {
    const silver = await agentWithTier(t, 'SILVER');
    const res = await silver.agent.get('/api/episodes/no-such-episode/panels').expect(404);
    expect(res.body.message).toBe('Episode not found');
  });
});

/** The events of an iCalendar feed, parsed by ical.js: uid and start. */
function events(ics: string): Map<string, Date> {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, event.startDate.toJSDate()];
    }),
  );
}

describe('the iCalendar feed', () => {
  it('gives visitors the FREE unlock times and a tier its own', async () => {
    const res = await t
      .http()
      .get('/api/episodes/calendar.ics?arc=Guardians%20of%20Dubai')
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const free = events(res.text);
    expect(free.get(`${PAID_WINDOW}-free@abtal-universe.com`)).toEqual(
      new Date(releases[PAID_WINDOW].getTime() + 7 * DAY),
    );
    expect(free.get(`${ANNOUNCED}-free@abtal-universe.com`)).toEqual(
      new Date(releases[ANNOUNCED].getTime() + 7 * DAY),
    );
    expect([...free.keys()].some((uid) => uid.startsWith('origins-1'))).toBe(false);
    const gold = events(
      (await t.http().get('/api/episodes/calendar.ics?tier=GOLD').expect(200)).text,
    );
    expect(gold.get(`${ANNOUNCED}-gold@abtal-universe.com`)).toEqual(releases[ANNOUNCED]);
  });

  it('describes each event in words and rings when the episode opens', async () => {
    const ics = (await t.http().get('/api/episodes/calendar.ics').expect(200)).text;
    const vevent = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .find(
        (event) => event.getFirstPropertyValue('uid') === `${PAID_WINDOW}-free@abtal-universe.com`,
      )!;
    const description = String(vevent.getFirstPropertyValue('description'));
    // No raw ISO time: the release and the FREE unlock as a person reads them.
    expect(description).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(description).toMatch(
      /SILVER and above read it from \w+day, \w+ \d{1,2}, \d{4} at .+ UTC; FREE from /,
    );
    const [alarm] = vevent.getAllSubcomponents('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('PT0S');
    expect(String(alarm?.getFirstPropertyValue('description'))).toMatch(/ is out for you$/);
  });

  it("holds a member's own unlock times through their private link", async () => {
    const { agent } = await agentWithTier(t, 'SILVER');
    const link = await agent.get('/api/episodes/calendar-link').expect(200);
    expect(link.body.path).toMatch(/^\/api\/episodes\/calendar\.ics\?token=[\w-]{20,}$/);
    // The same link every time, and it works without the session (calendar apps have none).
    expect((await agent.get('/api/episodes/calendar-link').expect(200)).body).toEqual(link.body);
    const feed = events((await t.http().get(link.body.path).expect(200)).text);
    expect(feed.get(`${PAID_WINDOW}-silver@abtal-universe.com`)).toEqual(releases[PAID_WINDOW]);
  });

  it('rotates the private link on request, and ends it with "log out everywhere"', async () => {
    const { agent } = await agentWithTier(t, 'SILVER');
    const first = (await agent.get('/api/episodes/calendar-link').expect(200)).body.path;
    const rotated = await agent.post('/api/episodes/calendar-link/rotate').expect(200);
    expect(rotated.body.path).not.toBe(first);
    await t.http().get(first).expect(404);
    await t.http().get(rotated.body.path).expect(200);
    await agent.post('/api/auth/sessions/end-others').expect(200);
    await t.http().get(rotated.body.path).expect(404);
    // Asked again, a new one.
    const fresh = (await agent.get('/api/episodes/calendar-link').expect(200)).body.path;
    expect([first, rotated.body.path]).not.toContain(fresh);
    await t.http().get(fresh).expect(200);
    await t.http().post('/api/episodes/calendar-link/rotate').expect(401);
  });

  it('escapes text by RFC 5545: no bare CR or other control characters reach the feed', () => {
    expect(escapeText('a\rb\r\nc\nd')).toBe('a\\nb\\nc\\nd');
    expect(escapeText('x\u0000y\u0007z\u001b\u007f\tw;,\\')).toBe('xyz\tw\\;\\,\\\\');
  });

  it('answers 404 for an unknown token and 400 for a bad tier', async () => {
    const unknown = await t
      .http()
      .get('/api/episodes/calendar.ics?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')
      .expect(404);
    expect(unknown.body.message).toBe('Calendar link not found');
    const bad = await t.http().get('/api/episodes/calendar.ics?tier=BRONZE').expect(400);
    expect(bad.body.errors.tier[0]).toMatch(/Tier must be one of/);
    await t.http().get('/api/episodes/calendar-link').expect(401);
  });
});

describe('"Remind me"', () => {
  it('stores the wish once and says when the episode unlocks for the member', async () => {
    const { agent } = await agentWithTier(t, 'FREE');
    const first = await agent.put(`/api/reminders/${ANNOUNCED}`).expect(200);
    await agent.put(`/api/reminders/${ANNOUNCED}`).expect(200);
    expect(first.body).toMatchObject({
      slug: ANNOUNCED,
      available: false,
      availableAt: new Date(releases[ANNOUNCED].getTime() + 7 * DAY).toISOString(),
    });
    const list = await agent.get('/api/reminders').expect(200);
    expect(list.body).toHaveLength(1);
  });

  it('turns available once the episode unlocks for the member, and can be removed', async () => {
    const { agent } = await agentWithTier(t, 'GOLD');
    await agent.put(`/api/reminders/${ANNOUNCED}`).expect(200);
    setServerTime(releases[ANNOUNCED]);
    const list = await agent.get('/api/reminders').expect(200);
    expect(list.body[0]).toMatchObject({ slug: ANNOUNCED, available: true });
    const removed = await agent.delete(`/api/reminders/${ANNOUNCED}`).expect(200);
    expect(removed.body).toEqual({ slug: ANNOUNCED, removed: true });
    expect((await agent.get('/api/reminders').expect(200)).body).toEqual([]);
  });

  it('needs a session and a known episode', async () => {
    await t.http().put(`/api/reminders/${ANNOUNCED}`).expect(401);
    const { agent } = await agentWithTier(t, 'FREE');
    const res = await agent.put('/api/reminders/no-such-episode').expect(404);
    expect(res.body.message).toBe('Episode not found');
  });
});

describe('read counts of server episodes', () => {
  it('are kept in the one read counter, like the bundled comics', async () => {
    const before = await t.http().get(`/api/comic-reads/${PAID_WINDOW}`).expect(200);
    expect(before.body).toEqual({ comicId: PAID_WINDOW, count: 0 });
    const read = await t.http().post(`/api/comic-reads/${PAID_WINDOW}`).expect(200);
    expect(read.body).toEqual({ comicId: PAID_WINDOW, count: 1 });
  });
});

describe('reading progress of server episodes', () => {
  it('uses the same /api/progress as the bundled comics, with the episode’s own page count', async () => {
    const { agent } = await agentWithTier(t, 'SILVER');
    const saved = await agent
      .put(`/api/progress/${PAID_WINDOW}`)
      .send({ currentPage: 3, totalPages: 40 })
      .expect(200);
    expect(saved.body).toMatchObject({ slug: PAID_WINDOW, currentPage: 3, totalPages: 6 });
    const list = await agent.get('/api/progress').expect(200);
    expect(list.body[0]).toMatchObject({ slug: PAID_WINDOW, currentPage: 3 });
  });
});
