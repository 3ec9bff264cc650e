import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionLimits, limitConnections } from './connection-limits.js';

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

async function limitedServer(): Promise<[Server, number]> {
  const server = createServer((_req, res) => res.end('ok'));
  limitConnections(server, { maxConnections: 2_000, maxIdle: 50, headersTimeoutMs: 1_500 });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, (server.address() as AddressInfo).port];
}

const open = (port: number) =>
  new Promise<Socket>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => undefined);
    sockets.push(socket);
  });

const connections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)));

describe('connection limits', () => {
  it('keeps answering at once while one client holds hundreds of silent connections', async () => {
    const [server, port] = await limitedServer();
    for (let i = 0; i < 400; i += 1) await open(port);
    for (let i = 0; i < 5; i += 1) {
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(await res.text()).toBe('ok');
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    // The oldest silent connections were closed to stay under the cap.
    expect(await connections(server)).toBeLessThanOrEqual(51);
  });

  it('closes a connection that sends no request within the header timeout', async () => {
    const [server, port] = await limitedServer();
    const silent = await open(port);
    const closed = new Promise<number>((resolve) => {
      const started = Date.now();
      silent.on('close', () => resolve(Date.now() - started));
    });
    expect(await closed).toBeLessThan(3_000);
    expect(await connections(server)).toBe(0);
  });

  it('sizes the caps below the limit of open files', () => {
    expect(connectionLimits(20_000)).toEqual({
      maxConnections: 16_000,
      maxIdle: 10_000,
      headersTimeoutMs: 12_000,
    });
  });
});
