import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from '../common/clock.js';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.js';
import { JobQueue } from './job-queue.js';
import { CLAIM_MS, JobWorker, retryDelayMs } from './job-worker.js';
import { JobsHousekeeping, PURGE_JOB } from './jobs-housekeeping.js';
import { JobsRepository } from './jobs.repository.js';

let t: TestApp;
let queue: JobQueue;
let clock: Clock;
let now: Date;

/** A worker of its own on the app's database, as another server process would have. */
function newWorker() {
  return new JobWorker(t.app.get(JobsRepository), clock, queue, testConfig());
}

const jobRow = async (id: string) =>
  (
    (await t.dataSource.query('SELECT * FROM jobs WHERE id = $1', [id])) as Record<
      string,
      unknown
    >[]
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  queue = t.app.get(JobQueue);
  clock = t.app.get(Clock);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = new Date('2027-03-01T10:00:00Z');
  vi.spyOn(clock, 'now').mockImplementation(() => now);
});

describe('the job queue', () => {
  it('runs a due job once and marks it done', async () => {
    const worker = newWorker();
    const seen: unknown[] = [];
    worker.register('test.once', async (payload) => void seen.push(payload));
    const id = await queue.enqueue('test.once', { hello: 'world' });
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    expect(seen).toEqual([{ hello: 'world' }]);
    const row = await jobRow(id!);
    expect(row.done_at).toEqual(now);
    expect(row.attempts).toBe(1);
  });

  it('waits for run_at', async () => {
    const worker = newWorker();
    const seen: string[] = [];
    worker.register('test.later', async () => void seen.push('ran'));
    await queue.enqueue('test.later', {}, { runAt: new Date(now.getTime() + 60_000) });
    expect(await worker.runDue()).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(await worker.runDue()).toBe(1);
    expect(seen).toEqual(['ran']);
  });

  it('retries a failing job with a growing delay, then gives it up', async () => {
    const worker = newWorker();
    let runs = 0;
    worker.register('test.flaky', async () => {
      runs += 1;
      throw new Error(`refused ${runs}`);
    });
    const id = await queue.enqueue('test.flaky', {}, { maxAttempts: 3 });
    expect(await worker.runDue()).toBe(1);
    let row = await jobRow(id!);
    expect(row.last_error).toBe('refused 1');
    expect(row.failed_at).toBeNull();
    const firstRetry = (row.run_at as Date).getTime() - now.getTime();
    expect(firstRetry).toBeGreaterThanOrEqual(1000);
    expect(firstRetry).toBeLessThanOrEqual(1200);
    // Not before its time.
    expect(await worker.runDue()).toBe(0);
    now = new Date(now.getTime() + 1200);
    expect(await worker.runDue()).toBe(1);
    row = await jobRow(id!);
    expect((row.run_at as Date).getTime() - now.getTime()).toBeGreaterThanOrEqual(2000);
    now = new Date(now.getTime() + 2400);
    expect(await worker.runDue()).toBe(1);
    row = await jobRow(id!);
    expect(row.failed_at).toEqual(now);
    expect(row.last_error).toBe('refused 3');
    now = new Date(now.getTime() + 3_600_000);
    expect(await worker.runDue()).toBe(0);
    expect(runs).toBe(3);
  });

  it('doubles the delay up to five minutes', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, () => 0)).toBe(300_000);
    expect(retryDelayMs(1, () => 1)).toBe(1200);
  });

  it('enqueues a job with an idempotency key once', async () => {
    const first = await queue.enqueue('test.keyed', { n: 1 }, { idempotencyKey: 'key-1' });
    const second = await queue.enqueue('test.keyed', { n: 2 }, { idempotencyKey: 'key-1' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    const rows = (await t.dataSource.query(
      `SELECT payload FROM jobs WHERE idempotency_key = 'key-1'`,
    )) as { payload: unknown }[];
    expect(rows).toEqual([{ payload: { n: 1 } }]);
  });

  it("enqueues inside the caller's transaction: a rollback leaves no job", async () => {
    const key = `tx-${Date.now()}`;
    await expect(
      t.dataSource.transaction(async (manager) => {
        await queue.enqueue('test.tx', {}, { idempotencyKey: key, manager });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const none = (await t.dataSource.query('SELECT id FROM jobs WHERE idempotency_key = $1', [
      key,
    ])) as unknown[];
    expect(none).toEqual([]);
    await t.dataSource.transaction((manager) =>
      queue.enqueue('test.tx', {}, { idempotencyKey: key, manager }),
    );
    const one = (await t.dataSource.query('SELECT id FROM jobs WHERE idempotency_key = $1', [
      key,
    ])) as unknown[];
    expect(one).toHaveLength(1);
  });

  it("frees a crashed worker's claim once its time has passed", async () => {
    const jobs = t.app.get(JobsRepository);
    const id = await queue.enqueue('test.crash', {});
    // A worker claims the job and dies before finishing it.
    const claimed = await jobs.claim(['test.crash'], now, new Date(now.getTime() + CLAIM_MS));
    expect(claimed?.id).toBe(id);
    const worker = newWorker();
    const seen: number[] = [];
    worker.register('test.crash', async (_payload, job) => void seen.push(job.attempts));
    expect(await worker.runDue()).toBe(0);
    now = new Date(now.getTime() + CLAIM_MS);
    expect(await worker.runDue()).toBe(1);
    expect(seen).toEqual([2]);
    // The dead worker's late completion changes nothing.
    await jobs.fail(claimed!, 'late', now, null);
    expect((await jobRow(id!)).failed_at).toBeNull();
  });

  it('never runs one job twice with two workers claiming at the same time', async () => {
    const runs = new Map<number, number>();
    const handler = async (payload: Record<string, unknown>) => {
      const n = payload.n as number;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const workers = [newWorker(), newWorker()];
    for (const worker of workers) worker.register('test.race', handler);
    const count = 120;
    for (let n = 0; n < count; n += 1) await queue.enqueue('test.race', { n });
    const ran = await Promise.all(workers.map((worker) => worker.runDue()));
    expect(ran[0] + ran[1]).toBe(count);
    expect(runs.size).toBe(count);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it('runs jobs on its own when started, and stops cleanly', async () => {
    const worker = newWorker();
    const seen: string[] = [];
    worker.register('test.started', async () => void seen.push('ran'));
    worker.start();
    await queue.enqueue('test.started', {});
    await vi.waitFor(() => expect(seen).toEqual(['ran']), { timeout: 3000 });
    await worker.stop();
    await queue.enqueue('test.started', {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual(['ran']);
  });
});

describe('housekeeping of the job queue', () => {
  it('removes jobs done over 7 days ago and given up over 30 days ago, keeps the rest', async () => {
    const worker = newWorker();
    worker.register('test.purge', async (payload) => {
      if (payload.fail) throw new Error('no');
    });
    const at = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
    const start = now;
    const make = async (days: number, fail = false) => {
      now = at(days);
      const id = await queue.enqueue('test.purge', { fail }, { maxAttempts: 1 });
      await worker.runDue();
      now = start;
      return id!;
    };
    const oldDone = await make(8);
    const recentDone = await make(6);
    const oldFailed = await make(31, true);
    const recentFailed = await make(29, true);
    const pending = await queue.enqueue('test.purge', {}, { runAt: at(-1) });
    const purged = await t.app.get(JobsHousekeeping).purge();
    expect(purged).toBeGreaterThanOrEqual(2);
    expect(await jobRow(oldDone)).toBeUndefined();
    expect(await jobRow(oldFailed)).toBeUndefined();
    expect(await jobRow(recentDone)).toBeDefined();
    expect(await jobRow(recentFailed)).toBeDefined();
    expect(await jobRow(pending!)).toBeDefined();
  });

  it('queues the daily purge once at the next midnight, however many servers start', async () => {
    const config = { ...testConfig(), jobWorker: true };
    const servers = [1, 2].map(
      () => new JobsHousekeeping(t.app.get(JobsRepository), queue, newWorker(), clock, config),
    );
    for (const server of servers) await server.onApplicationBootstrap();
    const rows = (await t.dataSource.query(
      `SELECT run_at FROM jobs WHERE type = $1 AND done_at IS NULL`,
      [PURGE_JOB],
    )) as { run_at: Date }[];
    expect(rows.map((row) => row.run_at)).toEqual([new Date('2027-03-02T00:00:00Z')]);
  });
});
