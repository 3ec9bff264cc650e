import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE } from '../../server/database/database-status.js';
import { comicId } from '../../server/testing/factories.js';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';

const PARALLEL_READS = 200;
const COMIC = comicId();

/**
 * One reader's count, as a client keeps trying: a server saturated by the others answers 503 busy
 * with Retry-After (and counts nothing), and the client asks again after that wait.
 */
async function readUntilCounted(t: TestApp) {
  for (;;) {
    const res = await t.http().post(`/api/comic-reads/${COMIC}`);
    if (res.status !== 503) return res;
    expect(res.body.message).toBe(DATABASE_BUSY_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers['retry-after']) * 1000));
  }
}

describe('comic read counter under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`counts ${PARALLEL_READS} simultaneous reads exactly`, async () => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_READS }, () => readUntilCounted(t)),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(PARALLEL_READS).fill(200));
    // Every request saw its own increment (and no busy answer counted one): the returned counts
    // are exactly 1..200.
    const counts = responses.map((res) => res.body.count as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: PARALLEL_READS }, (_, i) => i + 1));

    const res = await t.http().get(`/api/comic-reads/${COMIC}`).expect(200);
    expect(res.body).toEqual({ comicId: COMIC, count: PARALLEL_READS });
  });
});
