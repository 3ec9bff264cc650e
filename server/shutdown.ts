import type { Server } from 'node:http';

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
      clearInterval(sweeper);
      clearTimeout(deadline);
      resolve(inTime);
    };
    // A keep-alive connection still answering a request becomes idle afterwards: sweep again.
    const sweeper = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, deadlineMs);
    // Responses sent from now on tell the client not to reuse the connection.
    server.on('request', (_req, res: { setHeader(name: string, value: string): void }) =>
      res.setHeader('Connection', 'close'),
    );
    server.close(() => finish(true));
    server.closeIdleConnections();
  });
}
