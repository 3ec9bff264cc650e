import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
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
  /** When the process started, in the kernel's clock ticks since boot (Linux). */
  processStart?: string;
  /** The kernel's boot id (Linux): a lock from before a reboot is stale. */
  bootId?: string;
}

/** The lock files this process holds (a second lock of one folder in one process is refused). */
const held = new Set<string>();

/** A lock older than this being taken over is itself stale (its taker died mid-way). */
const TAKEOVER_STALE_MS = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When process `pid` started (Linux), to tell it from a later process given the same pid. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name "(...)": state is field 3, starttime field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

function parseOwner(content: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(content) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string') {
      return {
        pid: owner.pid,
        host: owner.host,
        startedAt: String(owner.startedAt ?? 'unknown'),
        processStart: typeof owner.processStart === 'string' ? owner.processStart : undefined,
        bootId: typeof owner.bootId === 'string' ? owner.bootId : undefined,
      };
    }
  } catch {
    // unreadable: treated as no owner (this server always writes the file whole)
  }
  return undefined;
}

/** Waits `ms` without returning to the event loop (the lock is taken before anything runs). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Whether the process named by a lock is gone: ended, or its pid now belongs to another process
 * (a restart as PID 1 in a container gets the same pid again), or the machine rebooted since.
 */
function isStale(owner: LockOwner, me: LockOwner, file: string): boolean {
  if (owner.host !== me.host) return false;
  if (owner.bootId && me.bootId && owner.bootId !== me.bootId) return true;
  // A lock with this pid that this process does not hold was left by an earlier life of the pid.
  if (owner.pid === me.pid) return !held.has(file);
  if (!isAlive(owner.pid)) return true;
  const start = processStart(owner.pid);
  return owner.processStart !== undefined && start !== undefined && start !== owner.processStart;
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
 * Creates `file` holding `content` only if it does not exist, whole or not at all: written aside,
 * then hard-linked into place (link fails when the name exists). False when it exists.
 */
function createWhole(file: string, content: string): boolean {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const fd = openSync(aside, 'wx', 0o600);
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(aside);
  }
}

/**
 * Removes the stale lock whose content was `seen`, once: takers of a stale lock take turns
 * through a guard folder (mkdir is atomic), and each removes it only if it still holds what it
 * judged stale, so two takers at the same instant never both get the folder.
 */
function removeStale(file: string, seen: string): void {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another taker is at it; a guard left by a taker that died is removed after a while.
    try {
      if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS) rmdirSync(guard);
    } catch {
      // gone meanwhile
    }
    return;
  }
  try {
    const now = readFileSync(file, 'utf8');
    if (now === seen) unlinkSync(file);
  } catch {
    // already gone
  } finally {
    rmdirSync(guard);
  }
}

function describeOwner(dataDir: string, file: string, owner: LockOwner): StartupError {
  return new StartupError(
    `The data folder ${dataDir} is in use by another server (process ${owner.pid} on ${owner.host}, ` +
      `started ${owner.startedAt}). Stop that server first, or give this one another DATA_DIR. ` +
      `If that process is gone, delete ${file}.`,
  );
}

/**
 * Makes this process the only server on `dataDir`: a lock file naming it (pid, when the process
 * started, the boot), created atomically. A second server on the same folder refuses to start,
 * naming the folder and the process that holds it; a lock whose process is gone (ended, its pid
 * reused, as by a restart as PID 1, or a reboot) is taken over, by exactly one taker.
 */
export function lockDataFolder(dataDir: string): () => void {
  ensureWritableFolder(dataDir);
  const file = join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStart(process.pid),
    bootId: bootId(),
  };
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let created: boolean;
    try {
      created = createWhole(file, mine);
    } catch (error) {
      throw unwritable(dataDir, error);
    }
    if (created) {
      held.add(file);
      const release = () => {
        held.delete(file);
        try {
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    }
    let seen: string;
    try {
      seen = readFileSync(file, 'utf8');
    } catch {
      continue; // removed meanwhile: try again
    }
    const owner = parseOwner(seen);
    if (owner && !isStale(owner, me, file)) throw describeOwner(dataDir, file, owner);
    removeStale(file, seen);
    pause(5 + Math.random() * 10);
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
