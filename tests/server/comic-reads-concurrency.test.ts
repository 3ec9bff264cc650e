import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comicId } from '../../server/testing/factories.js';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';

const PARALLEL_READS = 200;
const COMIC = comicId();

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
      Array.from({ length: PARALLEL_READS }, () => t.http().post(`/api/comic-reads/${COMIC}`)),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(PARALLEL_READS).fill(200));
    // Every request saw its own increment: the returned counts are exactly 1..200.
    const counts = responses.map((res) => res.body.count as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: PARALLEL_READS }, (_, i) => i + 1));

    const res = await t.http().get(`/api/comic-reads/${COMIC}`).expect(200);
    expect(res.body).toEqual({ comicId: COMIC, count: PARALLEL_READS });
  });
});
