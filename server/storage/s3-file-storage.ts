import { AwsClient } from 'aws4fetch';
import type { FileStorage, StoredFile } from './file-storage.js';
import type { S3StorageConfig } from './storage-url.js';

/** A key as a path of the object's address: each segment escaped, the slashes kept. */
const encodedKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * Files in an S3-compatible object storage (STORAGE_URL): AWS S3, MinIO, R2, ... addressed by
 * path (`endpoint/bucket/key`), signed with AWS Signature Version 4. It is outside the database,
 * so a transaction given to `put` or `delete` is ignored: the caller removes what it put when its
 * transaction fails.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
    });
  }

  private url(key: string): string {
    const path = this.config.prefix ? `${this.config.prefix}/${key}` : key;
    return `${this.config.endpoint}/${encodeURIComponent(this.config.bucket)}/${encodedKey(path)}`;
  }

  private async fail(what: string, key: string, res: Response): Promise<never> {
    const body = (await res.text()).slice(0, 300);
    throw new Error(`Storage ${what} of ${key} failed: ${res.status} ${body}`);
  }

  async put(key: string, file: StoredFile): Promise<void> {
    const res = await this.client.fetch(this.url(key), {
      method: 'PUT',
      body: file.data,
      headers: { 'Content-Type': file.contentType, 'Content-Length': String(file.data.length) },
    });
    if (!res.ok) await this.fail('write', key, res);
    await res.arrayBuffer();
  }

  async get(key: string): Promise<StoredFile | null> {
    const res = await this.client.fetch(this.url(key), { method: 'GET' });
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) await this.fail('read', key, res);
    return {
      data: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.client.fetch(this.url(key), { method: 'HEAD' });
    if (res.status === 404) return false;
    if (!res.ok) await this.fail('check', key, res);
    return true;
  }

  async delete(key: string): Promise<void> {
    const res = await this.client.fetch(this.url(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) await this.fail('delete', key, res);
    await res.arrayBuffer();
  }
}
