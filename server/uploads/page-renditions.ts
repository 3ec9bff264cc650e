import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';

// One image at a time, nothing cached between them: the memory an upload takes stays that of
// the page being converted, however many pages the archive holds.
sharp.cache(false);
sharp.concurrency(1);

/** What the reader shows: pages in its 2:3 box (800 × 1200 CSS pixels, drawn at twice that). */
const RENDITIONS = {
  pages: { width: 1600, height: 2400 },
  cover: { width: 600, height: 900 },
} as const;

export type RenditionKind = keyof typeof RENDITIONS;

/** The reader's page background (`--color-night`), filling a page drawn at another shape. */
const NIGHT = { r: 0x14, g: 0x12, b: 0x1f, alpha: 1 };

/** A page larger than this many pixels is refused before it is decoded (a pixel bomb). */
const MAX_INPUT_PIXELS = 12_000 * 12_000;

/**
 * A page or cover as the reader uses it: WebP at the reader's size, turned upright by its EXIF
 * orientation, fitted whole into the 2:3 frame, with no metadata at all (EXIF, GPS, ICC, XMP are
 * dropped: sharp writes none unless asked). A file that is not a decodable image is a clear 400.
 */
export async function rendition(name: string, data: Buffer, kind: RenditionKind): Promise<Buffer> {
  const { width, height } = RENDITIONS[kind];
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(width, height, { fit: 'contain', background: NIGHT })
      .flatten({ background: NIGHT })
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
  } catch {
    const message = `${name} cannot be read as an image (damaged, or larger than ${MAX_INPUT_PIXELS / 1e6} megapixels)`;
    throw new BadRequestException({ message, errors: { file: [message] } });
  }
}
