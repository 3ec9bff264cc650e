import { execFile, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataFolder, StartupError } from './data-folder.js';
import { startDatabase } from './database.js';

const folders: string[] = [];
const freshFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'abtal-data-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) {
    chmodSync(dir, 0o700);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the embedded data folder', () => {
  it('refuses a second server on the same folder, naming the folder and the other process', () => {
    const dir = freshFolder();
    // Another live process holds the folder.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(
        join(dir, LOCK_FILE),
        JSON.stringify({ pid: other.pid, host: hostname(), startedAt: 'today' }),
      );
      expect(() => lockDataFolder(dir)).toThrow(StartupError);
      expect(() => lockDataFolder(dir)).toThrow(
        new RegExp(`data folder ${dir} is in use by another server \\(process ${other.pid} on `),
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has ended, and releases its own', () => {
    const dir = freshFolder();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), startedAt: 'x' }),
    );
    const release = lockDataFolder(dir);
    expect(() => lockDataFolder(dir)).toThrow(new RegExp(`process ${process.pid}`));
    release();
    lockDataFolder(dir)();
  });

  it('refuses a damaged database folder instead of starting an empty one, and says how to recover', async () => {
    const dir = freshFolder();
    const first = await startDatabase({ dataDir: dir });
    await first.stop();
    unlinkSync(join(dir, 'pglite', 'PG_VERSION'));
    const start = startDatabase({ dataDir: dir });
    await expect(start).rejects.toThrow(StartupError);
    await expect(startDatabase({ dataDir: dir })).rejects.toThrow(
      /pglite is damaged \(PG_VERSION missing\); nothing was changed\. Restore the folder from a backup, or move it away/,
    );
    // The refused start left the folder unlocked for the repaired server.
    lockDataFolder(dir)();
  }, 60_000);

  it('reports a data folder that cannot be created in one line', () => {
    const file = join(freshFolder(), 'a-file');
    writeFileSync(file, '');
    expect(() => lockDataFolder(join(file, 'data'))).toThrow(
      new RegExp(`^Cannot write to the data folder ${file}/data \\(ENOTDIR\\): make it writable`),
    );
  });

  it.skipIf(process.getuid?.() === 0)('reports an unwritable folder in one line', () => {
    const dir = freshFolder();
    const readOnly = join(dir, 'read-only');
    mkdirSync(readOnly);
    chmodSync(readOnly, 0o500);
    expect(() => lockDataFolder(join(readOnly, 'data'))).toThrow(
      new RegExp(`^Cannot write to the data folder ${readOnly}/data \\(EACCES\\)`),
    );
  });

  it('starts again as the same pid (a container restarted as PID 1)', () => {
    const dir = freshFolder();
    // The previous life of this very pid left its lock behind.
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, host: hostname(), startedAt: 'before the restart' }),
    );
    const release = lockDataFolder(dir);
    release();
  });

  it('takes over a lock whose pid now belongs to another process', () => {
    const dir = freshFolder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(
        join(dir, LOCK_FILE),
        JSON.stringify({ pid: other.pid, host: hostname(), startedAt: 'x', processStart: '1' }),
      );
      lockDataFolder(dir)();
    } finally {
      other.kill();
    }
  });

  it('admits exactly one of several servers taking over a stale lock at the same instant', async () => {
    const run = promisify(execFile);
    const taker = join(import.meta.dirname, '../../tests/server/support/lock-taker.ts');
    const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
    const TAKERS = 4;
    for (let round = 0; round < 4; round += 1) {
      const dir = freshFolder();
      writeFileSync(
        join(dir, LOCK_FILE),
        JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), startedAt: 'x' }),
      );
      const startAt = String(Date.now() + 2_500);
      const verdicts = await Promise.all(
        Array.from({ length: TAKERS }, () =>
          run(tsx, [taker, dir, startAt, String(TAKERS)]).then(({ stdout }) => stdout.trim()),
        ),
      );
      expect(verdicts.filter((verdict) => verdict === 'owner')).toHaveLength(1);
    }
  }, 120_000);
});
