import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../storage/storage-url.js';

/** A local S3-compatible server (s3rver) with one empty bucket, for the storage tests. */
export async function startS3(bucket = 'abtal-test'): Promise<{
  config: S3StorageConfig;
  url: string;
  /** How many objects the bucket holds now. */
  objectCount(): number;
  stop(): Promise<void>;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'abtal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: {
      endpoint,
      bucket,
      prefix: 'site',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    url: `s3://S3RVER:S3RVER@${bucket}/site?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    objectCount: () =>
      readdirSync(join(directory, bucket), { recursive: true }).filter((name) =>
        String(name).endsWith('._S3rver_object'),
      ).length,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
