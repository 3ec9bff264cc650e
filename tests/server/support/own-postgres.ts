import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Where Debian installs the PostgreSQL 15 server programs. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = existsSync(join(PG_BIN, 'initdb'));

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program; as root it runs as the `postgres` user (initdb refuses root). */
function command(program: string, args: string[]): [string, string[]] {
  const path = join(PG_BIN, program);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

/**
 * A private PostgreSQL server in a temp folder on `port`, that a test may pause (SIGSTOP),
 * resume, stop and start again: never the machine's shared server.
 */
export class OwnPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'abtal-own-pg-'));
  private process?: ChildProcess;

  constructor(readonly port: number) {
    if (asRoot) execFileSync('chown', ['postgres', this.dir]);
    chmodSync(this.dir, 0o700);
    const [cmd, args] = command('initdb', [
      '-D',
      join(this.dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
    ]);
    execFileSync(cmd, args, { stdio: 'ignore' });
  }

  url(database = 'postgres'): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    const [cmd, args] = command('postgres', [
      '-D',
      join(this.dir, 'data'),
      '-p',
      String(this.port),
      '-k',
      this.dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
    ]);
    this.process = spawn(cmd, args, { stdio: 'ignore' });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const client = new pg.Client({ connectionString: this.url(), connectionTimeoutMillis: 500 });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`PostgreSQL did not start on port ${this.port}`);
  }

  /** The postmaster and every backend: all of them must freeze for the database to freeze. */
  private pids(): number[] {
    const postmaster = Number(
      readFileSync(join(this.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], {
      encoding: 'utf8',
    })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  }

  pause(): void {
    for (const pid of this.pids()) process.kill(pid, 'SIGSTOP');
  }

  resume(): void {
    for (const pid of this.pids()) process.kill(pid, 'SIGCONT');
    // runuser stops itself when its child stops (job control): wake it as well.
    if (this.process?.pid && this.process.exitCode === null)
      process.kill(this.process.pid, 'SIGCONT');
  }

  /** A fast shutdown (open connections are ended), as when the server is stopped. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const postmaster = Number(
      readFileSync(join(this.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGINT');
    await exited;
  }

  async destroy(): Promise<void> {
    try {
      this.resume();
    } catch {
      // not running
    }
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
