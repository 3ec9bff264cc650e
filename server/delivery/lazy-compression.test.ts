import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyCompression } from './lazy-compression.js';

const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(300)}</svg>`;

/**
 * Wraps `end` the way express-session does when it saves a session: headers first, the body
 * through the `write` it found, and the real end only once the store has answered.
 */
const savesFirst: RequestHandler = (_req, res, next) => {
  const end = res.end.bind(res) as (...args: unknown[]) => unknown;
  const write = res.write.bind(res) as (...args: unknown[]) => unknown;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    (res as unknown as { _implicitHeader(): void })._implicitHeader();
    if (chunk) write(chunk, encoding);
    setImmediate(() => end());
    return res;
  }) as typeof res.end;
  next();
};

function site(compress: RequestHandler, file: string) {
  const app = express();
  app.set('etag', false);
  app.use(compress);
  app.get('/small', (_req, res) => void res.json({ ok: true }));
  app.get('/big', (_req, res) => void res.json(BIG));
  app.get('/empty', (_req, res) => void res.status(204).end());
  app.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-transform').json(BIG));
  app.get('/binary', (_req, res) => void res.type('png').send(Buffer.alloc(4096, 7)));
  app.get('/file', (_req, res) => res.sendFile(file));
  app.get('/stream', (_req, res) => {
    res.type('text/plain');
    for (let i = 0; i < 50; i++) res.write(`line ${i} `.repeat(10));
    res.end('done');
  });
  app.get('/saved/small', savesFirst, (_req, res) => void res.json({ ok: true }));
  app.get('/saved/big', savesFirst, (_req, res) => void res.json(BIG));
  return app;
}

interface Answer {
  status: number;
  encoding?: string;
  vary?: string;
  length?: string;
  body: string;
}

function get(server: Server, path: string, method: string, acceptEncoding?: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        path,
        method,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          resolve({
            status: res.statusCode!,
            encoding,
            vary: res.headers.vary,
            length: res.headers['content-length'],
            body: body.toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let dir: string;
let plain: Server;
let lazy: Server;
const listen = (app: express.Express) =>
  new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'abtal-compress-'));
  const file = join(dir, 'art.svg');
  await writeFile(file, SVG);
  const options = { threshold: 1024 };
  plain = await listen(site(compression(options), file));
  lazy = await listen(site(lazyCompression(options), file));
});
afterAll(async () => {
  await Promise.all([plain, lazy].map((s) => new Promise((r) => s.close(r))));
  await rm(dir, { recursive: true, force: true });
});

const PATHS = [
  '/small',
  '/big',
  '/empty',
  '/no-transform',
  '/binary',
  '/file',
  '/stream',
  '/saved/small',
  '/saved/big',
];

describe('lazyCompression', () => {
  it.each(['br, gzip', 'gzip', 'gzip;q=0, br;q=0', undefined])(
    'answers as compression does (Accept-Encoding: %s)',
    async (acceptEncoding) => {
      for (const path of PATHS) {
        for (const method of ['GET', 'HEAD']) {
          const expected = await get(plain, path, method, acceptEncoding);
          const actual = await get(lazy, path, method, acceptEncoding);
          expect({ path, method, ...actual }).toEqual({ path, method, ...expected });
        }
      }
    },
  );

  it('compresses what is worth it and leaves the rest', async () => {
    const big = await get(lazy, '/big', 'GET', 'br, gzip');
    expect(big.encoding).toBe('br');
    expect(JSON.parse(big.body)).toEqual(BIG);
    expect((await get(lazy, '/stream', 'GET', 'gzip')).encoding).toBe('gzip');
    expect((await get(lazy, '/file', 'GET', 'br')).body).toBe(SVG);
    const small = await get(lazy, '/small', 'GET', 'br');
    expect(small.encoding).toBeUndefined();
    expect(small.vary).toBe('Accept-Encoding');
    expect((await get(lazy, '/binary', 'GET', 'br')).vary).toBeUndefined();
    expect((await get(lazy, '/saved/big', 'GET', 'br')).encoding).toBe('br');
  });

  it('keeps the methods it found in the chain (a wrapper put on before it still sees the body)', async () => {
    const seen: string[] = [];
    const app = express();
    // Only some answers are wrapped, the first one not (its shims go on the prototype).
    app.use((req, res, next) => {
      if (req.path !== '/small') return next();
      const end = res.end.bind(res) as (...args: unknown[]) => unknown;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (chunk) seen.push(String(chunk));
        return end(chunk, ...rest);
      }) as typeof res.end;
      next();
    });
    app.use(lazyCompression());
    app.get('/small', (_req, res) => void res.json({ ok: true }));
    app.get('/big', (_req, res) => void res.json(BIG));
    const server = await listen(app);
    try {
      expect((await get(server, '/big', 'GET', 'br')).encoding).toBe('br');
      const answer = await get(server, '/small', 'GET', 'br');
      expect(answer.body).toBe('{"ok":true}');
      expect(seen).toEqual(['{"ok":true}']);
      expect((await get(server, '/big', 'GET', 'br')).encoding).toBe('br');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
