import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { readFileSync } from 'node:fs';

export interface ConnectionLimits {
  /** Connections open at once at most; more are closed as they arrive (Node's maxConnections). */
  maxConnections: number;
  /** Connections without a request in progress kept at most: the oldest go first. */
  maxIdle: number;
  /** Time for a client to send a request's headers (ms). */
  headersTimeoutMs: number;
}

/**
 * Connections the kernel holds until the server accepts them. Node asks for 511: a burst of
 * thousands of connections at once (4,000 parallel requests) overflows that queue, the kernel
 * drops the extra connection attempts and each client (a health check among them) retries after
 * 1, 2, 4, 8 ... s: a probe then answers after up to 30 s although the server is idle again.
 * Linux caps the value at net.core.somaxconn (4,096 by default since 5.4).
 */
export const LISTEN_BACKLOG = 8_192;

/** The process's limit of open files (Linux: /proc/self/limits), else a common default. */
function openFilesLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    if (Number.isFinite(soft) && soft > 0) return soft;
  } catch {
    // not Linux
  }
  return 1_024;
}

/**
 * From the limit of open files: 80 % for connections (the rest for the database, files, logs),
 * half of it for connections without a request.
 */
export function connectionLimits(files = openFilesLimit()): ConnectionLimits {
  return {
    maxConnections: Math.max(64, Math.floor(files * 0.8)),
    maxIdle: Math.max(32, Math.floor(files * 0.5)),
    headersTimeoutMs: 12_000,
  };
}

/**
 * Caps what one client can hold: at most `maxConnections` sockets (below the open-files limit), a header timeout of 12 s
 * (checked every second for a connection's first request) instead of Node's 60 s, and at most `maxIdle` connections that carry no
 * request: a new connection past that closes the connection idle the longest, so a flood of
 * silent sockets can never shut out health checks or real requests (those send at once).
 */
export function limitConnections(server: Server, limits = connectionLimits()): void {
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = Math.max(server.requestTimeout, limits.headersTimeoutMs);
  server.keepAliveTimeout = 5_000;
  // Insertion-ordered, with when each became idle: the first entry has been idle the longest.
  const idle = new Map<Socket, number>();
  // Connections that have not sent a request yet, with when they opened.
  const silent = new Map<Socket, number>();
  // Node checks the header timeout every 30 s; silent connections are checked every second.
  const sweep = setInterval(() => {
    const limit = Date.now() - limits.headersTimeoutMs;
    for (const [socket, openedAt] of silent) {
      if (openedAt > limit) break;
      silent.delete(socket);
      socket.destroy();
    }
  }, 1_000);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
  server.on('connection', (socket: Socket) => {
    idle.set(socket, Date.now());
    silent.set(socket, Date.now());
    socket.once('close', () => silent.delete(socket));
    socket.once('close', () => idle.delete(socket));
    while (idle.size > limits.maxIdle) {
      const oldest = idle.keys().next().value as Socket;
      idle.delete(oldest);
      oldest.destroy();
    }
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    silent.delete(socket);
    res.once('finish', () => {
      if (!socket.destroyed) idle.set(socket, Date.now());
    });
  });
  idleClosers.set(server, (minIdleMs) => {
    const limit = Date.now() - minIdleMs;
    for (const [socket, since] of idle) {
      if (since > limit) break;
      idle.delete(socket);
      socket.end();
    }
  });
}

const idleClosers = new WeakMap<Server, (minIdleMs: number) => void>();

/**
 * Closes the connections idle for at least `minIdleMs` (all idle ones on a server without
 * limitConnections). A connection that just became idle may have the next request on its way:
 * closing it then would fail that request, so a stopping server leaves it a moment.
 */
export function closeIdleConnections(server: Server, minIdleMs: number): void {
  const close = idleClosers.get(server);
  if (close) close(minIdleMs);
  else server.closeIdleConnections();
}
