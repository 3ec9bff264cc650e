import type { ServerResponse } from 'node:http';
import compression, { type CompressionOptions } from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** compression's own default: answers below this many bytes are sent as they are. */
const DEFAULT_THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

type Method = (...args: unknown[]) => unknown;
const STATE = Symbol('compression state');

type Methods = Record<'end' | 'write' | 'writeHead', Method>;

interface State {
  /** compression itself, for this application. */
  full: ReturnType<typeof compression>;
  threshold: number;
  /** The response's methods as this middleware found them. */
  found: Methods;
  /** Undecided until the first write, end or head; then plain (too small) or compression's. */
  mode?: 'plain' | 'installed';
  /** compression's `end` and `write`, once installed. */
  end?: Method;
  write?: Method;
}

type LazyResponse = ServerResponse & { req: Request; [STATE]: State };

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
function install(res: LazyResponse, state: State) {
  const own = res as unknown as Methods;
  const [end, write] = [own.end, own.write];
  own.end = state.found.end;
  own.write = state.found.write;
  state.full(res.req, res as unknown as Response, () => undefined);
  state.end = own.end;
  state.write = own.write;
  own.end = end;
  own.write = write;
  state.mode = 'installed';
}

function lazyEnd(this: LazyResponse, ...args: unknown[]) {
  const state = this[STATE];
  if (state.mode === undefined) {
    const declared = this.getHeader('Content-Length');
    const length =
      declared === undefined ? chunkLength(args[0], args[1]) : Number(declared as string | number);
    if (this.headersSent || !(length < state.threshold)) {
      install(this, state);
    } else {
      // An answer in one piece too small to compress gets what compression gives it: Vary,
      // when it could have been compressed.
      state.mode = 'plain';
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
    ? state.end!.apply(this, args)
    : state.found.end.apply(this, args);
}

function lazyWrite(this: LazyResponse, ...args: unknown[]) {
  const state = this[STATE];
  if (state.mode === undefined) install(this, state);
  return state.mode === 'installed'
    ? state.write!.apply(this, args)
    : state.found.write.apply(this, args);
}

/** Headers going out before any write (express-session does so to save a session first). */
function lazyWriteHead(this: LazyResponse, ...args: unknown[]) {
  const state = this[STATE];
  if (state.mode === undefined) {
    install(this, state);
    // compression's header hook now sits in front of this shim: through it.
    return (this.writeHead as unknown as Method)(...args);
  }
  return state.found.writeHead.apply(this, args);
}

/**
 * `compression`, with the same answers, for less work per request: its per-response set-up
 * (closures, a close listener, a header hook, content negotiation) happens only for an answer that
 * may be compressed. An answer that ends in one piece below the threshold, as most API answers do,
 * only gets the `Vary: Accept-Encoding` compression would give it; any other goes to compression
 * before its first byte or header.
 */
export function lazyCompression(options: CompressionOptions = {}) {
  const full = compression(options);
  const threshold = options.threshold === undefined ? DEFAULT_THRESHOLD : Number(options.threshold);
  if (!Number.isFinite(threshold)) throw new Error('lazyCompression takes a threshold in bytes');
  return (_req: Request, res: Response, next: NextFunction) => {
    const methods = res as unknown as Methods;
    const found = { end: methods.end, write: methods.write, writeHead: methods.writeHead };
    (res as unknown as LazyResponse)[STATE] = { full, threshold, found };
    methods.end = lazyEnd;
    methods.write = lazyWrite;
    methods.writeHead = lazyWriteHead;
    next();
  };
}
