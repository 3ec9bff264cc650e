import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeHttpServer } from './shutdown.js';

/** A server whose answers take `delayMs`, like requests in flight at shutdown. */
async function slowServer(delayMs: number): Promise<[Server, number, () => number]> {
  let received = 0;
  const server = createServer((_req, res) => {
    received += 1;
    setTimeout(() => res.end('done'), delayMs);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, (server.address() as AddressInfo).port, () => received];
}

function get(port: number, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

describe('graceful shutdown', () => {
  it('answers every request in flight and closes idle keep-alive connections well before the deadline', async () => {
    const [server, port, received] = await slowServer(300);
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    // An idle keep-alive connection that would otherwise hold the server open.
    await get(port, agent);
    const inFlight = Array.from({ length: 30 }, () => get(port, agent));
    while (received() < 31) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    const inTime = await closeHttpServer(server, 10_000);
    expect(inTime).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await Promise.all(inFlight)).toEqual(Array(30).fill(200));
    agent.destroy();
  });

  it('cuts what is left at the deadline', async () => {
    const [server, port] = await slowServer(5_000);
    const agent = new Agent({ keepAlive: true });
    const stuck = get(port, agent).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await closeHttpServer(server, 500)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await stuck).toBe('cut');
  });
});
