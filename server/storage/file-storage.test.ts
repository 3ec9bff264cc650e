import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startS3 } from '../testing/s3.js';
import { DatabaseFileStorage, FILE_STORAGE, type FileStorage } from './file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';
import { parseStorageUrl } from './storage-url.js';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3>>;

beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const PNG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 1, 2, 3]);

// The one contract every storage keeps, run against each kind.
describe.each([
  ['the database', () => t.app.get(DatabaseFileStorage) as FileStorage],
  ['an S3-compatible storage', () => new S3FileStorage(s3.config) as FileStorage],
])('%s', (_kind, storageOf) => {
  it('gives back what was put, with its type, until it is deleted', async () => {
    const storage = storageOf();
    const key = `uploads/${Math.random().toString(36).slice(2)}/001 page (1).png`;
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, { data: PNG, contentType: 'image/png' });
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.get(key)).toEqual({ data: PNG, contentType: 'image/png' });
    await storage.put(key, { data: Buffer.from('RIFF....WEBP'), contentType: 'image/webp' });
    expect(await storage.get(key)).toEqual({
      data: Buffer.from('RIFF....WEBP'),
      contentType: 'image/webp',
    });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // deleting what is gone is no error
  });

  it('keeps large files whole', async () => {
    const storage = storageOf();
    const data = Buffer.alloc(3 * 1024 * 1024, 7);
    await storage.put('episodes/large.bin', { data, contentType: 'application/octet-stream' });
    expect((await storage.get('episodes/large.bin'))?.data.equals(data)).toBe(true);
  });
});

describe('STORAGE_URL', () => {
  it('selects the S3 storage for the whole server, outside the database', async () => {
    const app = await createTestApp({ storage: parseStorageUrl(s3.url) });
    try {
      const storage = app.app.get<FileStorage>(FILE_STORAGE);
      expect(storage).toBeInstanceOf(S3FileStorage);
      await storage.put('uploads/x/001.png', { data: PNG, contentType: 'image/png' });
      expect((await new S3FileStorage(s3.config).get('uploads/x/001.png'))?.data).toEqual(PNG);
      const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM stored_files`);
      expect(n).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('is read from its documented form, credentials from the URL or the environment', () => {
    expect(
      parseStorageUrl(
        's3://AK%2B1:S%2Fcret@comics/site/v1?endpoint=http://127.0.0.1:9000/&region=me-central-1',
      ),
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'comics',
      prefix: 'site/v1',
      region: 'me-central-1',
      accessKeyId: 'AK+1',
      secretAccessKey: 'S/cret',
    });
    expect(
      parseStorageUrl('s3://comics?region=eu-west-1', {
        AWS_ACCESS_KEY_ID: 'A',
        AWS_SECRET_ACCESS_KEY: 'B',
      }),
    ).toMatchObject({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      prefix: '',
      accessKeyId: 'A',
    });
  });

  it.each([
    ['http://bucket', /must start with s3:\/\//],
    ['s3://A:B@X', /must name a bucket/],
    ['s3://bucket', /needs credentials/],
    ['s3://A:B@bucket?endpoint=ftp://host', /endpoint must be an http/],
    ['not a url', /must look like s3:\/\//],
  ])('refuses %s with a message naming what is wrong', (value, message) => {
    expect(() => parseStorageUrl(value)).toThrow(message);
  });
});

describe('an upload with STORAGE_URL set', () => {
  it('stores the converted pages in the S3 storage, and takes them back when a later page is refused', async () => {
    const { confirmAddress, signedInAs } = await import('../testing/factories.js');
    const { PAGE_BYTES, zipOf } = await import('../testing/zip.js');
    const admin = 'art-desk@abtal.example';
    const app = await createTestApp({ storage: parseStorageUrl(s3.url), adminEmails: [admin] });
    try {
      await app
        .http()
        .post('/api/auth/register')
        .send({ email: admin, password: 'falcon-of-the-desk' });
      await confirmAddress(app, admin);
      const agent = await signedInAs(app, admin, 'falcon-of-the-desk');
      const res = await agent
        .post('/api/admin/uploads?name=ep.cbz')
        .set('Content-Type', 'application/zip')
        .send(zipOf([{ name: 'p1.png', data: PAGE_BYTES.png }]))
        .expect(201);
      const s3Storage = new S3FileStorage(s3.config);
      expect((await s3Storage.get(res.body.pages[0].key))?.contentType).toBe('image/webp');
      const objects = s3.objectCount();
      expect(objects).toBeGreaterThan(0);
      const refused = await agent
        .post('/api/admin/uploads?name=bad.cbz')
        .set('Content-Type', 'application/zip')
        .send(
          zipOf([
            { name: 'p1.png', data: PAGE_BYTES.png },
            { name: 'p2.png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
          ]),
        )
        .expect(400);
      expect(refused.body.message).toMatch(/is an SVG file/);
      const audit = await app.dataSource.query(`SELECT target_id FROM audit_log`);
      expect(audit).toHaveLength(1);
      // The first page of the refused archive was stored before the second was read: it is gone.
      expect(s3.objectCount()).toBe(objects);
    } finally {
      await app.close();
    }
  });
});
