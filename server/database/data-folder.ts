import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** A start-up problem the operator can fix; printed as its message alone, without a stack. */
export class StartupError extends Error {}

export const LOCK_FILE = 'server.lock';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string') {
      return { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt ?? 'unknown') };
    }
  } catch {
    // unreadable or half-written: treated as no owner
  }
  return undefined;
}

function unwritable(dir: string, error: unknown): StartupError {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  return new StartupError(
    `Cannot write to the data folder ${dir} (${code}): make it writable for this user or set DATA_DIR to another folder.`,
  );
}

/** Creates `dir` when missing; an unwritable folder is one clear StartupError. */
function ensureWritableFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.write-test-${process.pid}`);
    closeSync(openSync(probe, 'w'));
    unlinkSync(probe);
  } catch (error) {
    throw unwritable(dir, error);
  }
}

/**
 * Makes this process the only server on `dataDir` (a lock file holding its pid). A second server
 * on the same folder refuses to start, naming the folder and the process that holds it; a lock
 * left by a process that no longer runs on this machine is taken over.
 */
export function lockDataFolder(dataDir: string): () => void {
  ensureWritableFolder(dataDir);
  const file = join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      const release = () => {
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      };
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw unwritable(dataDir, error);
    }
    const owner = readOwner(file);
    const stale = !owner || (owner.host === me.host && owner.pid !== me.pid && !isAlive(owner.pid));
    if (!stale) {
      throw new StartupError(
        `The data folder ${dataDir} is in use by another server (process ${owner.pid} on ${owner.host}, ` +
          `started ${owner.startedAt}). Stop that server first, or give this one another DATA_DIR. ` +
          `If that process is gone, delete ${file}.`,
      );
    }
    unlinkSync(file);
  }
  throw new StartupError(
    `Could not take the lock ${file}: another server is starting on the same folder.`,
  );
}

/**
 * Refuses a PGlite folder that exists but is not a whole database, so a damaged folder never turns
 * into a new, empty database over the old data.
 */
export function checkEmbeddedDatabaseFolder(pgDir: string): void {
  if (!existsSync(pgDir) || readdirSync(pgDir).length === 0) return;
  const missing = ['PG_VERSION', join('global', 'pg_control'), 'base'].filter(
    (entry) => !existsSync(join(pgDir, entry)),
  );
  if (missing.length > 0) {
    throw new StartupError(
      `The embedded database folder ${pgDir} is damaged (${missing.join(', ')} missing); nothing was changed. ` +
        `Restore the folder from a backup, or move it away (mv ${pgDir} ${pgDir}.damaged) to start with an empty database.`,
    );
  }
}
