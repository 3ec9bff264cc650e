import type { ServerResponse } from 'node:http';
import compression, { type CompressionOptions } from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** compression's own default: answers below this many bytes are sent as they are. */
const DEFAULT_THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

type Method = (...args: unknown[]) => unknown;
type Methods = Record<'end' | 'write' | 'writeHead', Method>;
const SETUP = Symbol('compression setup');
const STATE = Symbol('compression state');

/** What the shims below work with, for the responses of one application. */
interface Setup {
  /** compression itself. */
  full: ReturnType<typeof compression>;
  threshold: number;
  /** The responses' methods as they were before the shims. */
  found: Methods;
}

/**
 * A response's decision: plain (too small to compress, or given to compression from the start)
 * or compression's `end` and `write`.
 */
type State = { mode: 'plain' } | { mode: 'installed'; end: Method; write: Method };
const PLAIN: State = Object.freeze({ mode: 'plain' });

type LazyResponse = ServerResponse & { req: Request; [SETUP]: Setup; [STATE]?: State };

const chunkLength = (chunk: unknown, encoding: unknown): number => {
  if (!chunk || typeof chunk === 'function') return 0;
  return Buffer.isBuffer(chunk)
    ? chunk.length
    : Buffer.byteLength(chunk as string, encoding as BufferEncoding | undefined);
};

/**
 * Hands the response to `compression`, as if it had run at the start: it sets up on the
 * response's methods as they were then, and its `end` and `write` are kept aside for the shims
 * below to call, so any wrapper put on the response since (express-session's `end`) stays in
 * front of them.
 */
function install(res: LazyResponse): State {
  const { full, found } = res[SETUP];
  const own = res as unknown as Partial<Methods>;
  const kept = {
    end: Object.hasOwn(res, 'end') ? own.end : undefined,
    write: Object.hasOwn(res, 'write') ? own.write : undefined,
  };
  own.end = found.end;
  own.write = found.write;
  full(res.req, res as unknown as Response, () => undefined);
  const state: State = { mode: 'installed', end: own.end, write: own.write };
  for (const name of ['end', 'write'] as const) {
    if (kept[name]) own[name] = kept[name];
    else delete own[name];
  }
  res[STATE] = state;
  return state;
}

function lazyEnd(this: LazyResponse, ...args: unknown[]) {
  let state = this[STATE];
  if (state === undefined) {
    const declared = this.getHeader('Content-Length');
    const length =
      declared === undefined ? chunkLength(args[0], args[1]) : Number(declared as string | number);
    if (this.headersSent || !(length < this[SETUP].threshold)) {
      state = install(this);
    } else {
      // An answer in one piece too small to compress gets what compression gives it: Vary,
      // when it could have been compressed.
      state = this[STATE] = PLAIN;
      const cacheControl = this.getHeader('Cache-Control');
      if (
        compression.filter(this.req, this as unknown as Response) &&
        !(typeof cacheControl === 'string' && NO_TRANSFORM.test(cacheControl))
      ) {
        (this as unknown as Response).vary('Accept-Encoding');
      }
    }
  }
  return state.mode === 'installed'
    ? state.end.apply(this, args)
    : this[SETUP].found.end.apply(this, args);
}

function lazyWrite(this: LazyResponse, ...args: unknown[]) {
  const state = this[STATE] ?? install(this);
  return state.mode === 'installed'
    ? state.write.apply(this, args)
    : this[SETUP].found.write.apply(this, args);
}

/** Headers going out before any write (express-session does so to save a session first). */
function lazyWriteHead(this: LazyResponse, ...args: unknown[]) {
  if (this[STATE] === undefined) {
    install(this);
    // compression's header hook now sits in front of this shim: through it.
    return (this.writeHead as unknown as Method)(...args);
  }
  return this[SETUP].found.writeHead.apply(this, args);
}

const SHIMS: Methods = { end: lazyEnd, write: lazyWrite, writeHead: lazyWriteHead };

/**
 * `compression`, with the same answers, for less work per request: its per-response set-up
 * (closures, a close listener, a header hook, content negotiation) happens only for an answer that
 * may be compressed. An answer that ends in one piece below the threshold, as most API answers do,
 * only gets the `Vary: Accept-Encoding` compression would give it; any other goes to compression
 * before its first byte or header. Returns what prepares a response for this, at its start.
 */
export function lazyCompressor(options: CompressionOptions = {}) {
  const full = compression(options);
  const threshold = options.threshold === undefined ? DEFAULT_THRESHOLD : Number(options.threshold);
  if (!Number.isFinite(threshold)) throw new Error('lazyCompression takes a threshold in bytes');
  return (req: Request, res: ServerResponse) => {
    const prototype = Object.getPrototypeOf(res) as Methods & { [SETUP]?: Setup };
    // The shims live on the responses' prototype (Express's `app.response`), set once, so a
    // response costs nothing here.
    if (!Object.hasOwn(prototype, SETUP)) {
      const below = prototype[SETUP]?.found;
      const found: Methods = {
        end: below?.end ?? prototype.end,
        write: below?.write ?? prototype.write,
        writeHead: below?.writeHead ?? prototype.writeHead,
      };
      prototype[SETUP] = { full, threshold, found };
      Object.assign(prototype, SHIMS);
    }
    if (
      Object.hasOwn(res, 'end') ||
      Object.hasOwn(res, 'write') ||
      Object.hasOwn(res, 'writeHead')
    ) {
      // Something wrapped this response's methods before: it gets compression itself, set up on
      // them now, and the shims only pass through.
      (res as LazyResponse)[STATE] = PLAIN;
      full(req, res as unknown as Response, () => undefined);
    }
  };
}

/** lazyCompressor as a middleware. */
export function lazyCompression(options: CompressionOptions = {}) {
  const prepare = lazyCompressor(options);
  return (req: Request, res: Response, next: NextFunction) => {
    prepare(req, res);
    next();
  };
}
