// Upload benchmark: a 40-page CBZ of 2 MB pages sent to POST /api/admin/uploads on the embedded
// database (or PostgreSQL with TEST_DATABASE_URL), checked and stored through the storage
// interface after conversion to the reader's WebP pages (server/uploads/upload-bench.test.ts). Prints the time and the server process's
// memory peak above idle (target: at most 512 MiB).
// Usage: npm run bench:upload
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'abtal-upload-bench-'));
const out = join(work, 'upload.json');
try {
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', 'server/uploads/upload-bench.test.ts'],
    { env: { ...process.env, UPLOAD_BENCH_OUT: out }, encoding: 'utf8' },
  );
  if (run.status !== 0) {
    process.stdout.write(run.stdout.slice(-4000));
    throw new Error('the upload benchmark failed');
  }
  const f = JSON.parse(readFileSync(out, 'utf8'));
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'the embedded database';
  console.log(`Page upload on ${database} (load average ${loadavg()[0].toFixed(2)})`);
  console.log(
    `  ${f.pages} pages, ${f.archiveMiB.toFixed(1)} MiB CBZ: checked, converted to WebP and stored in ${(f.ms / 1000).toFixed(2)} s (${(f.archiveMiB / f.pages).toFixed(2)} MiB a page)`,
  );
  console.log(
    `  longest event-loop delay meanwhile: ${f.loopDelayMaxMs.toFixed(0)} ms (the server kept answering)`,
  );
  console.log(
    `  progress read while it ran (${f.progress.length} distinct): ${f.progress.slice(0, 3).join(', ')} ... ${f.progress.slice(-2).join(', ')}`,
  );
  console.log(
    `  server memory: idle ${f.idleMiB.toFixed(0)} MiB, peak ${f.peakAboveIdleMiB.toFixed(0)} MiB above idle (target <= 512 MiB)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
