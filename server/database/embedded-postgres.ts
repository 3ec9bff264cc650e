import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * PGlite is one PostgreSQL session, so the server's single pool holds one connection to it (see
 * EMBEDDED_POOL_SIZE). The second slot only lets a replacement connect while a dropped connection
 * is still being cleaned up.
 */
const EMBEDDED_MAX_CONNECTIONS = 2;
const SOCKET_PORT = 5432;

export interface EmbeddedPostgres {
  /** A connection string for the ordinary `pg` driver. */
  url: string;
  /**
   * The database folder as a tar, which `startEmbeddedPostgres` can start from. Not compressed: a
   * migrated and seeded folder (43 MB, 5 MB gzipped) then starts in about 0.5 s less.
   */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (real Postgres compiled to WASM) and serves it on a unix socket, so the server
 * talks to it through `pg` exactly as to a PostgreSQL server. `dataDir` undefined keeps it in memory,
 * where it starts from `from` (a `dump()`) when given instead of creating a new cluster.
 */
export async function startEmbeddedPostgres(
  dataDir?: string,
  from?: Blob,
): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : from ? { loadDataDir: from } : {});
  // Unix socket paths are limited to ~107 bytes, so the socket lives in a short temp folder.
  const socketDir = mkdtempSync(join(tmpdir(), 'abtal-pg-'));
  const server = new PGLiteSocketServer({
    db,
    path: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  const url = `postgresql://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(socketDir)}`;
  return {
    url,
    dump: () => db.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
