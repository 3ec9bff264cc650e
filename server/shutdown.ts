import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type AddressInfo, connect, Server as NetServer, type Socket } from 'node:net';
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

interface Handshakes {
  /** Connections to the port between the client's first packet and the listener's queue. */
  inProgress: number;
  /** Whether the client connection from `clientPort` to the port has its handshake done. */
  clientEstablished: boolean;
}

/**
 * Reads the connections to `port` that are between the client's first packet and the listener's
 * queue (SYN_RECV, state 03 in /proc/net/tcp and tcp6): a client whose last handshake packet the
 * kernel dropped while the queue was full already counts its connection as open and may have sent
 * its request on it, and closing the listener would reset it too. With `clientPort`, also whether
 * this process's own connection from that port has its handshake done (state 01). These lines
 * follow the listening sockets, so the whole files are read; none where they cannot be.
 */
function handshakes(port: number, clientPort?: number): Handshakes {
  const suffix = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const clientSuffix =
    clientPort === undefined ? null : `:${clientPort.toString(16).toUpperCase().padStart(4, '0')}`;
  const found: Handshakes = { inProgress: 0, clientEstablished: false };
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'latin1');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      const [, local, remote, state] = line.trim().split(/\s+/);
      if (state === '03' && local?.endsWith(suffix)) found.inProgress += 1;
      if (
        state === '01' &&
        clientSuffix &&
        local?.endsWith(clientSuffix) &&
        remote?.endsWith(suffix)
      )
        found.clientEstablished = true;
    }
  }
  return found;
}

/**
 * How many SYN cookies this network namespace's kernel has sent (TcpExt SyncookiesSent in
 * /proc/net/netstat); null where that cannot be read. With a backlog of 0, a client's first packet
 * that comes while another handshake is in progress is answered with a cookie: such a handshake
 * leaves no line in /proc/net/tcp, and its last packet is dropped if the queue is full by then.
 */
export function syncookiesSent(): number | null {
  try {
    const lines = readFileSync('/proc/net/netstat', 'latin1').split('\n');
    const at = lines.findIndex((line) => line.startsWith('TcpExt:'));
    const names = lines[at]?.trim().split(/\s+/) ?? [];
    const values = lines[at + 1]?.trim().split(/\s+/) ?? [];
    const index = names.indexOf('SyncookiesSent');
    return index > 0 && values[0] === 'TcpExt:' ? Number(values[index]) : null;
  } catch {
    return null;
  }
}

/** The address this process reaches its own listener on. */
function ownAddress(address: AddressInfo): string {
  if (address.address === '::' || address.address === '0.0.0.0') return '127.0.0.1';
  return address.address;
}

/**
 * After the kernel sent a SYN cookie, how long the stop lets connections in before it holds the
 * queue again (ms): a client whose last handshake packet was dropped sends its request again about
 * 200 ms later, then 400 ms after that.
 */
const COOKIE_QUIET_MS = 700;

/** How long a stop waits, without yielding, for its own connection to reach the queue (ms). */
const OWN_CONNECTION_WAIT_MS = 2;

/**
 * Whether this process's own connection `own` is the one connection queued for the listener on
 * `port`, with no handshake in progress. First the queue must hold one connection: from then on
 * (nothing is accepted meanwhile) the kernel starts no handshake, so the handshakes in progress can
 * only be fewer. They are then read twice: a line of /proc/net/tcp can be missed while other
 * connections come and go in the same read.
 */
export function ownConnectionHoldsTheQueue(port: number, own: Socket): boolean {
  const until = Date.now() + OWN_CONNECTION_WAIT_MS;
  while (acceptQueueLength(port) !== 1) if (Date.now() > until) return false;
  const first = handshakes(port, own.localPort);
  if (!first.clientEstablished || first.inProgress) return false;
  return handshakes(port).inProgress === 0 && acceptQueueLength(port) === 1;
}

/**
 * Stops listening without resetting a connection: the kernel resets the connections still queued
 * for a listener when it closes, and a proxy cannot tell whether such a request was handled, so it
 * answers 502 rather than send a POST elsewhere.
 *
 * 1. The backlog goes to 0: the kernel's queue holds one connection at most, and while it holds
 *    one, a new connection's first packet goes unanswered (it is sent again and then refused, which
 *    a proxy safely tries on another server).
 * 2. The queued connections and the handshakes in progress are taken and answered as usual, each
 *    look right after the event loop's phase that accepts connections.
 * 3. Once the queue is empty, this process connects to its own listener: that connection takes the
 *    queue's one place, so no other can start. In the same turn of the event loop (this process
 *    accepts nothing meanwhile) the listener closes if its own connection is established and is
 *    the only one queued, with no handshake in progress (read once the queue is full: a client's
 *    first packet can come in the microseconds before this process's own connection is queued);
 *    its own connection is the only one reset.
 *    (Closing right after a look that found the queue empty left an instant in which a client's
 *    connection could arrive and be reset; on a loaded machine that instant lasted milliseconds.)
 * 4. A handshake the kernel answered with a SYN cookie leaves no trace until its last packet is
 *    queued, and that packet is dropped if this process's own connection holds the queue by then:
 *    the listener closes only if no cookie was sent since the look before connecting. When one
 *    was, connections are let in for COOKIE_QUIET_MS, so that client's request, sent again, is
 *    taken. In the last quarter of `waitMs` cookies no longer count: a stop under a flood of new
 *    connections would otherwise wait out `waitMs` and reset whatever is queued then.
 *
 * After `waitMs`, or at once where the queue cannot be read, the listener closes anyway.
 */
function stopListening(server: Server, waitMs: number, onClosed: () => void): void {
  const address = server.address();
  const port = address && typeof address === 'object' ? (address as AddressInfo).port : null;
  // listen() again on the listening socket only changes its backlog (libuv and Linux allow it).
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })
    ._handle;
  if (port !== null) handle?.listen?.(0);
  const startedAt = Date.now();
  // Only stops listening: http.Server#close would also close every idle connection at once,
  // some with a request already on its way.
  const close = () => NetServer.prototype.close.call(server, onClosed);
  let cookies = syncookiesSent();
  let quietUntil = 0;
  const attempt = () => {
    const elapsed = Date.now() - startedAt;
    if (port === null || elapsed >= waitMs) return close();
    const queued = acceptQueueLength(port);
    if (queued === null) return close();
    // In the last quarter of the wait, cookies no longer hold the stop back.
    const mindCookies = elapsed < waitMs * 0.75;
    const sent = syncookiesSent();
    if (sent !== cookies) {
      cookies = sent;
      quietUntil = Date.now() + COOKIE_QUIET_MS;
    }
    if (mindCookies && Date.now() < quietUntil) return void setTimeout(attempt, 5);
    if (queued) return void setImmediate(attempt);
    // Connects at once: a client's connection that takes the queue's place first makes this try
    // fail (its own connection is then not the one queued), and the sooner this one comes after
    // the look, the rarer that is. Handshakes in progress are read once it holds the queue.
    const own = connect({ port, host: ownAddress(address as AddressInfo) });
    own.on('error', () => undefined);
    // Node connects to an IP address on the next tick: still before it accepts anything again.
    process.nextTick(() => {
      const held = ownConnectionHoldsTheQueue(port, own);
      if (held && (!mindCookies || syncookiesSent() === cookies)) {
        close();
        own.destroy();
        return;
      }
      own.destroy();
      setImmediate(attempt);
    });
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
