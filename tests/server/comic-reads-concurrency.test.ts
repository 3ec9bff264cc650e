import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';

const PARALLEL_READS = 200;

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
      Array.from({ length: PARALLEL_READS }, () => t.http().post('/api/comic-reads/origins-1')),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(PARALLEL_READS).fill(200));
    // Every request saw its own increment: the returned counts are exactly 1..200.
    const counts = responses.map((res) => res.body.count as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: PARALLEL_READS }, (_, i) => i + 1));

    const res = await t.http().get('/api/comic-reads/origins-1').expect(200);
    expect(res.body).toEqual({ comicId: 'origins-1', count: PARALLEL_READS });
    const episode = await t.http().get('/api/episodes/origins-1').expect(200);
    expect(episode.body.readCount).toBe(PARALLEL_READS);
  });
});
