import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAddress, signedInAs } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { zipOf } from '../testing/zip.js';

// The figures of `npm run bench:upload` (tests/bench/upload.bench.mjs), which sets UPLOAD_BENCH_OUT;
// skipped otherwise, it is too heavy for every test run.
const OUT = process.env.UPLOAD_BENCH_OUT;
const PAGES = Number(process.env.UPLOAD_BENCH_PAGES ?? 40);
/**
 * A page of about 2 MB as PNG: a shade from top to bottom under coarse random grain, as hard to
 * compress as detailed art (about 0.9 MB once converted to WebP).
 */
async function noisePage(): Promise<Buffer> {
  const [width, height] = [600, 900];
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1)
    pixels[i] = Math.floor((Math.floor(i / (width * 3)) / height) * 180) + (pixels[i] & 63);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize(width * 2, height * 2, { kernel: 'nearest' })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
const ADMIN = 'bench-desk@abtal.example';
const ADMIN_PASSWORD = 'falcon-of-the-bench';
const MIB = 1024 * 1024;

describe.skipIf(!OUT)('a 40-page CBZ of 2 MB pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN] });
    await t.http().post('/api/auth/register').send({ email: ADMIN, password: ADMIN_PASSWORD });
    await confirmAddress(t, ADMIN);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is imported with its memory peak measured', async () => {
    // Real PNG pages of about 2 MB (coarse noise: as hard to compress as detailed art, and as
    // slow to convert), each one different.
    const pages: { name: string; data: Buffer }[] = [];
    for (let i = 0; i < PAGES; i += 1)
      pages.push({ name: `page${i + 1}.png`, data: await noisePage() });
    const archive = zipOf(pages);
    pages.length = 0;
    const admin = await signedInAs(t, ADMIN, ADMIN_PASSWORD);
    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const progressId = randomUUID();
    const seen: string[] = [];
    const poller = setInterval(() => {
      void admin.get(`/api/admin/uploads/progress/${progressId}`).then((p) => {
        if (p.status === 200) seen.push(`${p.body.state} ${p.body.done}/${p.body.total}`);
      });
    }, 500);
    const lag = monitorEventLoopDelay({ resolution: 20 });
    lag.enable();
    const started = performance.now();
    const res = await admin
      .post(`/api/admin/uploads?name=bench.cbz&progress=${progressId}`)
      .set('Content-Type', 'application/vnd.comicbook+zip')
      .send(archive);
    const ms = performance.now() - started;
    clearInterval(sampler);
    clearInterval(poller);
    lag.disable();

    peak = Math.max(peak, process.memoryUsage().rss);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.pages).toHaveLength(PAGES);
    writeFileSync(
      OUT!,
      JSON.stringify({
        pages: PAGES,
        archiveMiB: archive.length / MIB,
        ms,
        idleMiB: idle / MIB,
        peakAboveIdleMiB: (peak - idle) / MIB,
        progress: [...new Set(seen)],
        loopDelayMaxMs: lag.max / 1e6,
      }),
    );
  });
});
