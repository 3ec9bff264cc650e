import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

/**
 * A tiny HTTP server on 127.0.0.1 standing in for the Abtal Universe server in tests: serves whatever
 * `files` holds under its path, counts requests per path, and lets a test plug in extra routes.
 */
export async function startArtServer(files: Map<string, string | Buffer> = new Map()) {
  const hits = new Map<string, number>();
  const routes = new Map<string, Route>();
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const reply = () => {
        const route = routes.get(path);
        if (route) return route(req, res, Buffer.concat(chunks));
        const file = files.get(path);
        if (file === undefined) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
          return;
        }
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(file);
      };
      if (delayMs) setTimeout(reply, delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    files,
    routes,
    hits: (path: string) => hits.get(path) ?? 0,
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin nothing listens on: every fetch to it fails as when the network is down. */
export async function deadOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export const svg = (label: string, padding = 0) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><text>${label}</text>${' '.repeat(padding)}</svg>`;
