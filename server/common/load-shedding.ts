import type { NextFunction, Request, Response } from 'express';
import { BUSY_RETRY_AFTER_SECONDS, DATABASE_BUSY_MESSAGE } from '../database/database-status.js';
import { errorBody } from './http-exception.filter.js';

/**
 * API requests the server works on at once at most. Past that, a request is answered `503` busy
 * with `Retry-After` at once: before its body is read, its session loaded or a database
 * connection waited for. Thousands of requests each waiting up to 3 s for one of a few
 * connections keep the single thread busy with their timers, parsers and promise chains, so every
 * answer, health's included, came late (measured: up to 30 s under 4,000 parallel votes on a
 * loaded 2-core machine). With the queue bounded, the thread's turns stay short. The bound leaves
 * room for ordinary bursts: 200 readers opening a comic at the same moment are all answered.
 */
export const MAX_API_IN_FLIGHT = 256;

/**
 * Admits at most `limit` requests at once (those `exempt` says, such as health checks, always
 * pass and are not counted); the rest get `503` busy without being read.
 */
export function shedLoad(limit: number, exempt: (req: Request) => boolean) {
  let inFlight = 0;
  return (req: Request, res: Response, next: NextFunction) => {
    if (exempt(req)) return next();
    if (inFlight >= limit) {
      res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      res.status(503).json(errorBody(503, DATABASE_BUSY_MESSAGE));
      return;
    }
    inFlight += 1;
    let counted = true;
    const release = () => {
      if (counted) inFlight -= 1;
      counted = false;
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}
