import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../common/http-exception.filter.js';
import { RETRY_AFTER_SECONDS } from '../database/database-status.js';
import type { HealthCheck } from './health-check.js';

export interface HealthWhileBusyOptions {
  /** How often the server's health is checked in the background (ms). */
  refreshMs?: number;
  /** How often the thread's responsiveness is sampled (ms). */
  tickMs?: number;
  /** The thread counts as saturated when its sampling timer is this late (ms)... */
  busyAfterMs?: number;
  /** ...and for this long after it last was: a burst comes in waves (ms). */
  busyForMs?: number;
  /** A report older than this means the server's thread is saturated: "degraded" (ms). */
  lagMs?: number;
  /** A report older than this means the server's thread no longer works: 503 (ms). */
  staleMs?: number;
}

/** What the server knows at once, without a query. */
export interface HealthNow {
  /** The server is stopping (readiness). */
  stopping(): boolean;
  /** A request found the database unreachable, and no probe has reached it since. */
  databaseDown(): boolean;
  /** Every connection of the pool is in use and requests wait for one. */
  poolSaturated(): boolean;
}

/** A health answer ready to send: status and JSON body. */
export interface HealthAnswer {
  status: number;
  body: string;
}

export const healthAnswerOf = (check: HealthCheck): HealthAnswer =>
  check.ok
    ? { status: 200, body: JSON.stringify(check.health) }
    : { status: 503, body: JSON.stringify(errorBody(503, check.message)) };

const BUSY = JSON.stringify({ status: 'degraded', database: 'busy' });
const NOT_RESPONDING = JSON.stringify(errorBody(503, 'Server not responding'));

/**
 * `/api/health` on the main port while the server's thread is saturated. A check made then would
 * wait its turn several times (for the database's answer, behind thousands of queued requests each
 * time); instead the answer comes from the report the thread made in the background every
 * `refreshMs` (the same one the health port serves): the database "down", the pool "busy"
 * (degraded), or "ok", as last seen; "degraded" when that report is late by `lagMs`, 503 when by
 * `staleMs`; what requests found since (the database unreachable, every connection busy) counts at
 * once. The thread counts as saturated while its sampling timer is late, and for a few seconds
 * after (the next wave of queued requests is on its way). A responsive thread answers health by
 * checking at once, as usual; a stopping one says so at once either way.
 */
export class HealthWhileBusy {
  private report?: { answer: HealthAnswer; at: number };
  private tickedAt = Date.now();
  private laggedAt = -Infinity;
  private ticker?: NodeJS.Timeout;
  private refresher?: NodeJS.Timeout;
  private stopped = false;
  private readonly refreshMs: number;
  private readonly tickMs: number;
  private readonly busyAfterMs: number;
  private readonly busyForMs: number;
  private readonly lagMs: number;
  private readonly staleMs: number;

  constructor(
    private readonly check: () => Promise<HealthCheck>,
    private readonly now: HealthNow,
    options: HealthWhileBusyOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 500;
    this.tickMs = options.tickMs ?? 100;
    this.busyAfterMs = options.busyAfterMs ?? 300;
    this.busyForMs = options.busyForMs ?? 3_000;
    this.lagMs = options.lagMs ?? 2_000;
    this.staleMs = options.staleMs ?? 10_000;
  }

  /** Starts the background reports (again a no-op once started). */
  start(): void {
    if (this.ticker || this.stopped) return;
    this.tickedAt = Date.now();
    this.ticker = setInterval(() => {
      const now = Date.now();
      if (now - this.tickedAt >= this.busyAfterMs) this.laggedAt = now;
      this.tickedAt = now;
    }, this.tickMs).unref();
    const tick = () => {
      void this.refresh().finally(() => {
        if (!this.stopped) this.refresher = setTimeout(tick, this.refreshMs).unref();
      });
    };
    tick();
  }

  async refresh(): Promise<void> {
    const check = await this.check().catch((): HealthCheck => ({
      ok: false,
      message: 'Database unavailable',
    }));
    this.report = { answer: healthAnswerOf(check), at: Date.now() };
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.ticker);
    clearTimeout(this.refresher);
  }

  /** The answer to send now, or undefined when the thread is responsive (check at once instead). */
  answer(now = Date.now()): HealthAnswer | undefined {
    if (this.now.stopping()) return healthAnswerOf({ ok: false, message: 'Server stopping' });
    const busy = now - this.tickedAt >= this.busyAfterMs || now - this.laggedAt < this.busyForMs;
    if (!busy || !this.report) return undefined;
    // What the requests found since the report counts at once.
    if (this.now.databaseDown())
      return healthAnswerOf({ ok: false, message: 'Database unavailable' });
    if (this.now.poolSaturated() && this.report.answer.status === 200) {
      return { status: 200, body: BUSY };
    }
    const age = now - this.report.at;
    if (age > this.staleMs) return { status: 503, body: NOT_RESPONDING };
    if (age > this.lagMs && this.report.answer.status === 200) return { status: 200, body: BUSY };
    return this.report.answer;
  }

  /**
   * Express middleware: answers GET and HEAD `/api/health` from answer(), else passes on. The
   * background reports start with the first health check (a load balancer's checks keep coming).
   */
  middleware(isHealthPath: (path: string) => boolean) {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!isHealthPath(req.path)) return next();
      this.start();
      const read = req.method === 'GET' || req.method === 'HEAD';
      const answer = read ? this.answer() : undefined;
      if (!answer) return next();
      res.status(answer.status);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      if (answer.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    };
  }
}
