// Starts the built server for the browser tests on a fresh embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'abtal-e2e-'));
const child = spawn(process.execPath, ['dist/server/server/main.js'], {
  stdio: 'inherit',
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
