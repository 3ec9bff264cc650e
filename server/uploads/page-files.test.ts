import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { PAGE_BYTES, zipOf } from '../testing/zip.js';
import { pagesOf, UPLOAD_LIMITS } from './page-files.js';

const MIB = 1024 * 1024;

/** The refusal an upload gets: its status and message. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BadRequestException || error instanceof PayloadTooLargeException)
      return {
        status: error.getStatus(),
        message: (error.getResponse() as { message: string }).message,
      };
    throw error;
  }
  throw new Error('the upload was accepted');
}

describe('single page uploads are checked by content', () => {
  it.each([
    ['a PNG', PAGE_BYTES.png, 'image/png'],
    ['a JPEG', PAGE_BYTES.jpeg, 'image/jpeg'],
    ['a WebP', PAGE_BYTES.webp, 'image/webp'],
  ])('accepts %s whatever its name', async (_what, data, type) => {
    expect(await pagesOf('page.bin', data)).toEqual([{ name: 'page.bin', type, data }]);
  });

  it('refuses SVG, even named .png', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await refusal(pagesOf('page.png', svg))).toEqual({
      status: 400,
      message: 'page.png is an SVG file: pages must be PNG, JPEG or WebP',
    });
  });

  it('refuses anything else that is not an image, and empty files', async () => {
    expect(await refusal(pagesOf('page.png', Buffer.from('GIF89a....')))).toEqual({
      status: 400,
      message: 'page.png is not a PNG, JPEG or WebP image',
    });
    expect((await refusal(pagesOf('page.png', Buffer.alloc(0)))).message).toBe('page.png is empty');
  });

  it('refuses a page over the per-file limit and an upload over the per-upload limit with 413', async () => {
    const big = Buffer.concat([PAGE_BYTES.png, Buffer.alloc(2 * MIB)]);
    expect(await refusal(pagesOf('big.png', big, { ...UPLOAD_LIMITS, fileBytes: MIB }))).toEqual({
      status: 413,
      message: 'big.png is larger than 1 MB',
    });
    expect(
      (await refusal(pagesOf('big.png', big, { ...UPLOAD_LIMITS, uploadBytes: MIB }))).message,
    ).toBe('The upload is larger than 1 MB');
  });
});

describe('ZIP and CBZ archives', () => {
  it('gives the pages in natural name order, skipping folders and ComicInfo.xml', async () => {
    const archive = zipOf([
      { name: 'ep/', data: Buffer.alloc(0) },
      { name: 'ep/page10.jpg', data: PAGE_BYTES.jpeg },
      { name: 'ep/page2.webp', data: PAGE_BYTES.webp },
      { name: 'ComicInfo.xml', data: Buffer.from('<ComicInfo/>') },
      { name: 'ep/page1.png', data: PAGE_BYTES.png },
    ]);
    const pages = await pagesOf('episode.cbz', archive);
    expect(pages.map((page) => [page.name, page.type])).toEqual([
      ['ep/page1.png', 'image/png'],
      ['ep/page2.webp', 'image/webp'],
      ['ep/page10.jpg', 'image/jpeg'],
    ]);
    expect(pages[0].data).toEqual(PAGE_BYTES.png);
  });

  it.each(['../evil.png', 'ep/../../evil.png', '/etc/evil.png', 'ep\\..\\evil.png', 'C:/evil.png'])(
    'refuses the path %s, which leaves the folder',
    async (name) => {
      const archive = zipOf([
        { name: 'page1.png', data: PAGE_BYTES.png },
        { name, data: PAGE_BYTES.png },
      ]);
      const refused = await refusal(pagesOf('episode.zip', archive));
      expect(refused.status).toBe(400);
      expect(refused.message).toMatch(/leaves the archive's folder|damaged or incomplete/);
    },
  );

  it('refuses a zip bomb by its compression ratio before unpacking it', async () => {
    const bomb = zipOf([{ name: 'page1.png', data: Buffer.alloc(20 * MIB) }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(pagesOf('bomb.zip', bomb))).toEqual({
      status: 400,
      message: 'page1.png is compressed more than an image can be (a zip bomb?)',
    });
  });

  it('refuses an archive that unpacks past the limits, even when a header lies about its size', async () => {
    const limits = { ...UPLOAD_LIMITS, fileBytes: MIB, ratio: 1_000_000 };
    const declaredBig = zipOf([{ name: 'page1.png', data: PAGE_BYTES.png, declaredSize: 2 * MIB }]);
    expect(await refusal(pagesOf('big.zip', declaredBig, limits))).toEqual({
      status: 413,
      message: 'page1.png unpacks to more than 1 MB',
    });
    const lying = zipOf([
      {
        name: 'page1.png',
        data: Buffer.concat([PAGE_BYTES.png, Buffer.alloc(3 * MIB)]),
        declaredSize: 100,
      },
    ]);
    expect((await refusal(pagesOf('lying.zip', lying, limits))).status).toBeGreaterThanOrEqual(400);
    const many = zipOf(
      Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, data: PAGE_BYTES.png })),
    );
    expect(await refusal(pagesOf('many.zip', many, { ...limits, entries: 3 }))).toEqual({
      status: 400,
      message: 'The archive holds more than 3 files',
    });
    const total = zipOf(
      Array.from({ length: 3 }, (_, i) => ({
        name: `p${i}.png`,
        data: Buffer.concat([PAGE_BYTES.png, Buffer.alloc(MIB / 2)]),
      })),
    );
    expect(await refusal(pagesOf('total.zip', total, { ...limits, uploadBytes: MIB }))).toEqual({
      status: 413,
      message: 'The archive unpacks to more than 1 MB',
    });
  });

  it('refuses a truncated archive, a non-image entry and an archive of no pages', async () => {
    const archive = zipOf([
      { name: 'page1.png', data: PAGE_BYTES.png },
      { name: 'page2.png', data: PAGE_BYTES.png },
    ]);
    expect(await refusal(pagesOf('cut.zip', archive.subarray(0, archive.length - 30)))).toEqual({
      status: 400,
      message: 'The archive is damaged or incomplete',
    });
    const script = zipOf([
      { name: 'page1.png', data: PAGE_BYTES.png },
      { name: 'page2.svg', data: Buffer.from('<svg><script>alert(1)</script></svg>') },
    ]);
    expect((await refusal(pagesOf('svg.zip', script))).message).toBe(
      'page2.svg is an SVG file: pages must be PNG, JPEG or WebP',
    );
    const empty = zipOf([{ name: 'ComicInfo.xml', data: Buffer.from('<ComicInfo/>') }]);
    expect((await refusal(pagesOf('empty.cbz', empty))).message).toBe(
      'The archive holds no page images',
    );
  });
});
