import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAddress, signedInAgent, signedInAs } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { PAGE_BYTES, zipOf } from '../testing/zip.js';

const ADMIN = 'art-desk@abtal.example';
const ADMIN_PASSWORD = 'falcon-of-the-art-desk';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  await t.http().post('/api/auth/register').send({ email: ADMIN, password: ADMIN_PASSWORD });
  await confirmAddress(t, ADMIN);
});
afterAll(async () => {
  await t.close();
});

const storedCount = async () =>
  Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM stored_files`))[0].n);

const upload = async (name: string, type: string, body: Buffer | string) =>
  (await signedInAs(t, ADMIN, ADMIN_PASSWORD))
    .post(`/api/admin/uploads?name=${encodeURIComponent(name)}`)
    .set('Content-Type', type)
    .send(body);

describe('POST /api/admin/uploads', () => {
  it('stores the pages of a CBZ in page order, in the database storage, with its audit entry', async () => {
    const archive = zipOf([
      { name: 'page10.webp', data: PAGE_BYTES.webp },
      { name: 'page2.jpg', data: PAGE_BYTES.jpeg },
      { name: 'page1.png', data: PAGE_BYTES.png },
    ]);
    const res = await upload('dubai-guardians-004.cbz', 'application/vnd.comicbook+zip', archive);
    expect(res.status).toBe(201);
    const { uploadId, pages } = res.body as {
      uploadId: string;
      pages: { key: string; name: string; type: string; bytes: number }[];
    };
    // Pages in natural name order; each stored as it was unpacked (keys in archive order).
    expect(pages.map((page) => [page.key, page.name, page.type])).toEqual([
      [`uploads/${uploadId}/003.webp`, 'page1.png', 'image/webp'],
      [`uploads/${uploadId}/002.webp`, 'page2.jpg', 'image/webp'],
      [`uploads/${uploadId}/001.webp`, 'page10.webp', 'image/webp'],
    ]);
    const [first] = await t.dataSource.query(
      `SELECT content_type, data FROM stored_files WHERE key = $1`,
      [pages[0].key],
    );
    expect(first.content_type).toBe('image/webp');
    // Converted to the reader's page: WebP, 1600 × 2400.
    expect(await sharp(Buffer.from(first.data)).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 2400,
    });
    const [entry] = await t.dataSource.query(
      `SELECT action, actor_email, after FROM audit_log WHERE target_id = $1`,
      [uploadId],
    );
    expect(entry).toEqual({
      action: 'pages.upload',
      actor_email: ADMIN,
      after: { file: 'dubai-guardians-004.cbz', pages: 3, bytes: archive.length },
    });
  });

  it('stores one page uploaded as an image', async () => {
    const res = await upload('cover.bin', 'application/octet-stream', PAGE_BYTES.jpeg);
    expect(res.status).toBe(201);
    expect(res.body.pages).toEqual([expect.objectContaining({ type: 'image/webp' })]);
  });

  it('removes EXIF (GPS included) and turns the page upright by its orientation', async () => {
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#d4a437' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Spyglass' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 0/1' },
      })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({
      orientation: 6,
      exif: expect.anything(),
    });
    // The GPS IFD's pointer (tag 0x8825, little-endian) is in the original's EXIF.
    const gpsTag = Buffer.from([0x25, 0x88]);
    expect((await sharp(photo).metadata()).exif?.includes(gpsTag)).toBe(true);
    const res = await upload('photo.jpg', 'image/jpeg', photo);
    expect(res.status).toBe(201);
    const stored = await t.dataSource.query(`SELECT data FROM stored_files WHERE key = $1`, [
      res.body.pages[0].key,
    ]);
    const data = Buffer.from(stored[0].data);
    const meta = await sharp(data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(data.includes(Buffer.from('Spyglass'))).toBe(false);
    expect(data.includes(Buffer.from('Exif'))).toBe(false);
    // Orientation 6 (a quarter turn) is applied: the 3:2 photo stands as a 2:3 page and fills it
    // to the top (lying down, it would leave the night background above and below).
    const { data: pixel } = await sharp(data)
      .extract({ left: 800, top: 4, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.abs(pixel[0] - 0xd4)).toBeLessThan(8);
  });

  it('converts a cover to 600 × 900, and refuses an archive of several as a cover', async () => {
    const admin = await signedInAs(t, ADMIN, ADMIN_PASSWORD);
    const res = await admin
      .post('/api/admin/uploads?name=cover.png&kind=cover')
      .set('Content-Type', 'image/png')
      .send(PAGE_BYTES.png)
      .expect(201);
    const [row] = await t.dataSource.query(`SELECT data FROM stored_files WHERE key = $1`, [
      res.body.pages[0].key,
    ]);
    expect(await sharp(Buffer.from(row.data)).metadata()).toMatchObject({
      width: 600,
      height: 900,
    });
    const two = zipOf([
      { name: 'a.png', data: PAGE_BYTES.png },
      { name: 'b.png', data: PAGE_BYTES.png },
    ]);
    const refused = await admin
      .post('/api/admin/uploads?name=covers.zip&kind=cover')
      .set('Content-Type', 'application/zip')
      .send(two)
      .expect(400);
    expect(refused.body.message).toBe('A cover is one image');
    await admin
      .post('/api/admin/uploads?name=c.png&kind=poster')
      .set('Content-Type', 'image/png')
      .send(PAGE_BYTES.png)
      .expect(400);
  });
});

describe('GET /api/admin/uploads/progress/{id}', () => {
  it('tells its progress by the id it was sent with, to its sender only', async () => {
    const admin = await signedInAs(t, ADMIN, ADMIN_PASSWORD);
    const id = randomUUID();
    await admin
      .post(`/api/admin/uploads?name=ep.cbz&progress=${id}`)
      .set('Content-Type', 'application/zip')
      .send(zipOf([1, 2, 3].map((n) => ({ name: `p${n}.png`, data: PAGE_BYTES.png }))))
      .expect(201);
    const progress = await admin.get(`/api/admin/uploads/progress/${id}`).expect(200);
    expect(progress.body).toEqual({ state: 'done', done: 3, total: 3 });
    await admin.get(`/api/admin/uploads/progress/${randomUUID()}`).expect(404);
    await admin.get('/api/admin/uploads/progress/not-an-id').expect(400);
    const bad = randomUUID();
    await admin
      .post(`/api/admin/uploads?name=x.png&progress=${bad}`)
      .set('Content-Type', 'image/png')
      .send(Buffer.concat([PAGE_BYTES.png.subarray(0, 40), Buffer.alloc(30)]))
      .expect(400);
    expect((await admin.get(`/api/admin/uploads/progress/${bad}`)).body).toMatchObject({
      state: 'failed',
      message: expect.stringMatching(/cannot be read as an image/),
    });
  });

  it.each([
    [
      'a path leaving the folder',
      'application/zip',
      zipOf([
        { name: 'page1.png', data: PAGE_BYTES.png },
        { name: '../../etc/evil.png', data: PAGE_BYTES.png },
      ]),
      400,
      /leaves the archive's folder|damaged or incomplete/,
    ],
    [
      'a zip bomb',
      'application/zip',
      zipOf([
        { name: 'page1.png', data: PAGE_BYTES.png },
        { name: 'page2.png', data: Buffer.alloc(40 * 1024 * 1024) },
      ]),
      413,
      /page2.png unpacks to more than 25 MB/,
    ],
    [
      'an SVG page',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      400,
      /is an SVG file/,
    ],
    [
      'a truncated archive',
      'application/zip',
      zipOf([{ name: 'p.png', data: PAGE_BYTES.png }]).subarray(0, 60),
      400,
      /damaged or incomplete/,
    ],
    ['a JSON body', 'application/json', '{"pages":[]}', 415, /Send the file itself/],
  ])(
    'refuses %s (sent as %s) with a clear error and keeps nothing',
    async (_what, type, body, status, message) => {
      const before = await storedCount();
      const audited = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log`);
      const res = await upload('bad.zip', type, body as Buffer);
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
      expect(await storedCount()).toBe(before);
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log`)).toEqual(audited);
    },
  );

  it('needs a file name, and is for ADMIN accounts only', async () => {
    const admin = await signedInAs(t, ADMIN, ADMIN_PASSWORD);
    const res = await admin
      .post('/api/admin/uploads')
      .set('Content-Type', 'image/png')
      .send(PAGE_BYTES.png)
      .expect(400);
    expect(res.body.errors.name).toEqual(['File name is required']);
    const { agent } = await signedInAgent(t);
    await agent
      .post('/api/admin/uploads?name=p.png')
      .set('Content-Type', 'image/png')
      .send(PAGE_BYTES.png)
      .expect(403);
  });
});
