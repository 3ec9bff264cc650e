// Starts the built server for the browser tests on a fresh embedded database (one per test worker,
// see fixtures.ts): PORT comes from the caller, the data folder is new on every start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'abtal-e2e-'));
const child = spawn(process.execPath, ['dist/server/server/main.js'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // Every test signs up and signs in: the per-minute form limit is exercised in the API tests.
    RATE_LIMIT_PER_MINUTE: '10000',
    // The membership tests grant tiers and schedule releases as this administrator.
    ADMIN_EMAILS: 'e2e-admin@abtal.example',
  },
});
const stop = (signal) => child.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// A test worker that dies without stopping us closes our stdin: the server must not outlive it.
if (process.env.E2E_STOP_ON_STDIN_END) {
  process.stdin.on('end', () => stop('SIGTERM'));
  process.stdin.resume();
}
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
