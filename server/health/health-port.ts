import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import { errorBody } from '../common/http-exception.filter.js';
import { RETRY_AFTER_SECONDS } from '../database/database-status.js';
import type { HealthCheck } from './health-check.js';
import { healthAnswerOf } from './health-while-busy.js';

export interface HealthPortOptions {
  port: number;
  host: string;
  /** How often the server's thread reports its health to the health port's thread (ms). */
  refreshMs?: number;
  /** A report older than this means the server's thread is saturated: "degraded" (ms). */
  lagMs?: number;
  /** A report older than this means the server's thread no longer works: 503 (ms). */
  staleMs?: number;
}

/** What the server's thread last said, as the health port's thread sends it. */
interface Answer {
  status: number;
  body: string;
}

interface WorkerData {
  port: number;
  host: string;
  lagMs: number;
  staleMs: number;
  retryAfter: string;
  first: Answer;
  busy: string;
  notResponding: string;
  notFound: string;
}

/**
 * The health port's thread: a plain HTTP server answering `GET /api/health` from the last report
 * of the server's thread, on an event loop of its own, so thousands of requests queued on the
 * server's thread (or a flood of connections to its port) never delay the answer. Runs as an
 * `eval` worker: self-contained, it imports nothing.
 */
function healthPortThread(): void {
  const http = process.getBuiltinModule('node:http');
  const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
  const data = workerData as WorkerData;
  let last = { ...data.first, at: Date.now() };
  parentPort?.on('message', (answer: Answer) => {
    last = { ...answer, at: Date.now() };
  });
  const current = (): Answer => {
    const age = Date.now() - last.at;
    if (age > data.staleMs) return { status: 503, body: data.notResponding };
    if (age > data.lagMs && last.status === 200) return { status: 200, body: data.busy };
    return last;
  };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0].replace(/\/$/, '');
    const answer: Answer =
      path.toLowerCase() === '/api/health' && (req.method === 'GET' || req.method === 'HEAD')
        ? current()
        : { status: 404, body: data.notFound };
    res.statusCode = answer.status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    if (answer.status === 503) res.setHeader('Retry-After', data.retryAfter);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  });
  // A load balancer's few connections: nobody else should reach this port.
  server.maxConnections = 256;
  server.headersTimeout = 5_000;
  server.requestTimeout = 5_000;
  let listening = false;
  server.listen(data.port, data.host, () => {
    listening = true;
    parentPort?.postMessage({ listening: (server.address() as AddressInfo).port });
  });
  // Failing to listen stops the start; a connection it could not accept later (no file
  // descriptor left) is that client's loss, never the server's end.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (!listening) parentPort?.postMessage({ failed: `${error.code ?? ''} ${error.message}` });
  });
}

export interface HealthPort {
  /** The port it listens on. */
  port: number;
  /** Reports the server's health at once (on SIGTERM: "stopping" without waiting for the next report). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Serves health on a port of its own, from a thread of its own, for a load balancer: the same
 * answers as `GET /api/health` on the main port, from the report the server's thread makes every
 * `refreshMs`; "degraded" (busy) when that report is late by `lagMs`, 503 when by `staleMs`.
 */
export async function startHealthPort(
  check: () => Promise<HealthCheck>,
  { port, host, refreshMs = 500, lagMs = 2_000, staleMs = 10_000 }: HealthPortOptions,
): Promise<HealthPort> {
  const report = () =>
    check().catch((): HealthCheck => ({ ok: false, message: 'Database unavailable' }));
  const workerData: WorkerData = {
    port,
    host,
    lagMs,
    staleMs,
    retryAfter: String(RETRY_AFTER_SECONDS),
    first: healthAnswerOf(await report()),
    busy: JSON.stringify({ status: 'degraded', database: 'busy' }),
    notResponding: JSON.stringify(errorBody(503, 'Server not responding')),
    notFound: JSON.stringify(errorBody(404, 'Only /api/health is answered on this port')),
  };
  const worker = new Worker(`(${healthPortThread.toString()})()`, { eval: true, workerData });
  const listening = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { listening?: number; failed?: string }) =>
      message.listening === undefined
        ? reject(new Error(`Health port ${port}: ${message.failed}`))
        : resolve(message.listening),
    );
    worker.once('error', reject);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  // A thread that fails later costs the load balancer its health checks, never the server.
  worker.on('error', (error) =>
    new Logger('Health').error(`Health port stopped: ${error.message}`),
  );
  worker.unref();
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const send = async () => {
    const answer = healthAnswerOf(await report());
    if (!closed) worker.postMessage(answer);
  };
  const tick = () => {
    void send().finally(() => {
      if (!closed) timer = setTimeout(tick, refreshMs).unref();
    });
  };
  timer = setTimeout(tick, refreshMs).unref();
  return {
    port: listening,
    refresh: send,
    async close() {
      closed = true;
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
