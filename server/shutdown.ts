import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type AddressInfo, Server as NetServer } from 'node:net';
import { closeIdleConnections } from './connection-limits.js';

/** How often idle connections are looked at while stopping (ms). */
const SWEEP_MS = 50;
/**
 * How long the listener may wait for the queue of connections to empty (ms), at most half the
 * deadline. Longer than a proxy's connect timeout (nginx: proxy_connect_timeout 2s): a proxy whose
 * new connections go unanswered gives up on them, tries another server and leaves this one alone,
 * so the queue empties.
 */
const ACCEPT_QUEUE_WAIT_MS = 4_000;
/** Node waits this long past keepAliveTimeout before closing an idle connection itself (ms). */
const KEEP_ALIVE_BUFFER_MS = 1_000;
/** Listening sockets come first in /proc/net/tcp: this much of the file holds them. */
const PROC_READ_BYTES = 64 * 1024;

/** Tells the client to close the connection after this answer (unless already sent). */
function closeAfterAnswer(_req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/**
 * How many connections the kernel has accepted for the listener on `port` that the process has
 * not taken yet (Linux: a listening socket's rx_queue in /proc/net/tcp and tcp6); null where that
 * cannot be read.
 */
export function acceptQueueLength(port: number): number | null {
  const suffix = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let found: number | null = null;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      const fd = openSync(file, 'r');
      try {
        const buffer = Buffer.alloc(PROC_READ_BYTES);
        text = buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, null));
      } finally {
        closeSync(fd);
      }
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      // sl local_address rem_address st tx_queue:rx_queue ...; st 0A is LISTEN.
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(suffix)) continue;
      found = (found ?? 0) + parseInt(queues.split(':')[1], 16);
    }
  }
  return found;
}

/**
 * How many connections to `port` are between the client's first packet and the listener's queue
 * (SYN_RECV, state 03 in /proc/net/tcp and tcp6). A client whose last handshake packet the kernel
 * dropped while the queue was full already counts its connection as open and may have sent its
 * request on it: closing the listener would reset it too. These lines follow the listening
 * sockets, so the whole files are read (only once the queue itself is empty); 0 where they cannot
 * be read.
 */
function handshakesInProgress(port: number): number {
  const suffix = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let count = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'latin1');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state === '03' && local?.endsWith(suffix)) count += 1;
    }
  }
  return count;
}

/**
 * Stops listening without resetting a connection: the kernel resets the connections still queued
 * for a listener when it closes, and a proxy cannot tell whether such a request was handled, so it
 * answers 502 rather than send a POST elsewhere. Under load the queue is never empty (a proxy keeps
 * opening connections), so first the backlog goes to 0: the kernel queues no more (a new
 * connection's first packet goes unanswered, is sent again and then refused, which a proxy safely
 * tries on another server). The queued connections are then taken and answered as usual: each check
 * of the queue runs right after the event loop's phase that accepts connections, and the listener
 * closes in the same synchronous step as the check that found the queue and the handshakes in
 * progress empty (or after `waitMs`,
 * or at once where the queue cannot be read). Each accepted connection frees the queue's one place
 * for the next new one; once a proxy's connection attempts go unanswered for its connect timeout,
 * it stops opening new ones here and the queue stays empty.
 */
function stopListening(server: Server, waitMs: number, onClosed: () => void): void {
  const address = server.address();
  const port = address && typeof address === 'object' ? (address as AddressInfo).port : null;
  // listen() again on the listening socket only changes its backlog (libuv and Linux allow it).
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })
    ._handle;
  if (port !== null) handle?.listen?.(0);
  const giveUpAt = Date.now() + waitMs;
  const attempt = () => {
    // The slow look first: the queue's, right before closing, leaves the least time in between.
    const handshakes = port === null ? 0 : handshakesInProgress(port);
    const queued = port === null ? null : acceptQueueLength(port);
    if ((queued || handshakes) && Date.now() < giveUpAt) {
      setImmediate(attempt);
      return;
    }
    // Only stops listening: http.Server#close would also close every idle connection at once,
    // some with a request already on its way.
    NetServer.prototype.close.call(server, onClosed);
  };
  setImmediate(attempt);
}

/**
 * Stops `server` gracefully: no new connections, in-flight requests finish and their answers say
 * `Connection: close`. An idle keep-alive connection is closed only once it has been idle as long
 * as Node lets one be while running (keepAliveTimeout and 1 s): a proxy closes its idle
 * connections sooner (its keep-alive timeout is set shorter), so it never sends a request on one
 * the server is closing (such a POST the proxy could only answer with 502). At the deadline every connection left is cut.
 * Resolves true when everything finished in time.
 */
export function closeHttpServer(server: Server, deadlineMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (inTime: boolean) => {
      if (done) return;
      done = true;
      clearInterval(sweeper);
      clearTimeout(deadline);
      resolve(inTime);
    };
    const idleBeforeCloseMs =
      server.keepAliveTimeout && server.keepAliveTimeout + KEEP_ALIVE_BUFFER_MS;
    const sweeper = setInterval(
      () => closeIdleConnections(server, idleBeforeCloseMs),
      Math.min(SWEEP_MS, Math.max(1, idleBeforeCloseMs)),
    );
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, deadlineMs);
    // Responses sent from now on tell the client not to reuse the connection.
    server.on('request', closeAfterAnswer);
    stopListening(server, Math.min(ACCEPT_QUEUE_WAIT_MS, deadlineMs / 2), () => finish(true));
  });
}
