import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { closeIdleConnections } from './connection-limits.js';

/** How long after the listener closes idle connections start being closed (ms). */
const FIRST_SWEEP_MS = 250;
/** A connection is closed once it has been idle this long (ms). */
const IDLE_BEFORE_CLOSE_MS = 1_000;

/** Tells the client to close the connection after this answer (unless already sent). */
function closeAfterAnswer(_req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/**
 * Stops `server` gracefully: no new connections, in-flight requests finish, idle keep-alive
 * connections are closed as soon as they are idle. At the deadline every connection left is cut.
 * Resolves true when everything finished in time.
 */
export function closeHttpServer(server: Server, deadlineMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (inTime: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(firstSweep);
      clearInterval(sweeper);
      clearTimeout(deadline);
      resolve(inTime);
    };
    // A keep-alive connection still answering a request becomes idle afterwards: sweep again.
    // The first sweep waits a moment: a connection accepted just before the listener closed
    // counts as idle until its request arrives, and closing it then would fail that request.
    let sweeper: NodeJS.Timeout | undefined;
    const firstSweep = setTimeout(() => {
      sweeper = setInterval(() => closeIdleConnections(server, IDLE_BEFORE_CLOSE_MS), 50);
    }, FIRST_SWEEP_MS);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, deadlineMs);
    // Responses sent from now on tell the client not to reuse the connection.
    server.on('request', closeAfterAnswer);
    // Only stops listening: http.Server#close would also close every idle connection at once,
    // some with a request already on its way.
    NetServer.prototype.close.call(server, () => finish(true));
  });
}
