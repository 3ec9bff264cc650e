import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** The page images the reader can use, recognised by their first bytes, never by their name. */
type PageImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface PageImage {
  /** The file's name (an archive entry's path inside the archive). */
  name: string;
  type: PageImageType;
  data: Buffer;
}

export interface UploadLimits {
  /** The most bytes one page may have (unpacked, for an archive entry). */
  fileBytes: number;
  /** The most bytes one upload may have, and an archive may unpack to. */
  uploadBytes: number;
  /** The most entries an archive may hold (directories included). */
  entries: number;
  /** The highest unpacked-to-packed ratio of an entry: page images are compressed already. */
  ratio: number;
}

const MIB = 1024 * 1024;

export const UPLOAD_LIMITS: UploadLimits = {
  fileBytes: 25 * MIB,
  uploadBytes: 250 * MIB,
  entries: 300,
  ratio: 50,
};

/** The metadata file comic archives often carry beside the pages: skipped, never read. */
const ARCHIVE_METADATA = /^(?:.*\/)?comicinfo\.xml$/i;

/**
 * What becomes of each page as soon as it is read and checked (e.g. its conversion): the archive's
 * next entry is unpacked only after it, so only one page's original is held at a time.
 */
export type PageStep = (page: PageImage) => Promise<PageImage>;

/** Told how many pages an upload may hold once that is known (an archive's entry count). */
export type PageCount = (total: number) => void;

/** A page's step failed: its error is passed on as it is, never taken for a damaged archive. */
class StepFailed extends Error {
  constructor(readonly cause: unknown) {
    super('A page step failed');
  }
}

const keep: PageStep = (page) => Promise.resolve(page);

const mib = (bytes: number) => `${Math.round(bytes / MIB)} MB`;
const refuse = (message: string) =>
  new BadRequestException({ message, errors: { file: [message] } });

/** The image type `data` starts like, or null. */
function imageTypeOf(data: Buffer): PageImageType | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  )
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

/** Whether `data` looks like SVG (or any XML), which is refused: it can carry scripts. */
const looksLikeSvg = (data: Buffer) =>
  /^\s*(?:<\?xml|<!doctype svg|<svg)/i.test(data.toString('utf8', 0, 256).replace(/^\uFEFF/, ''));

function checkedImage(name: string, data: Buffer, limits: UploadLimits): PageImage {
  if (data.length === 0) throw refuse(`${name} is empty`);
  if (data.length > limits.fileBytes)
    throw new PayloadTooLargeException(`${name} is larger than ${mib(limits.fileBytes)}`);
  const type = imageTypeOf(data);
  if (type) return { name, type, data };
  if (looksLikeSvg(data)) throw refuse(`${name} is an SVG file: pages must be PNG, JPEG or WebP`);
  throw refuse(`${name} is not a PNG, JPEG or WebP image`);
}

/** A path inside an archive that stays inside it: relative, no `..`, no backslash or drive. */
function safeEntryName(name: string): boolean {
  if (name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name)) return false;
  return !name.split('/').some((part) => part === '..');
}

const openZip = (data: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/** The entry's bytes, stopping as soon as they pass `max` (a header may lie about its size). */
const readEntry = (zip: ZipFile, entry: Entry, max: number) =>
  new Promise<Buffer>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > max) {
          stream.destroy();
          reject(
            new PayloadTooLargeException(`${entry.fileName} unpacks to more than ${mib(max)}`),
          );
        } else chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    }),
  );

/** Checks an entry's header before anything is unpacked. */
function checkEntry(entry: Entry, limits: UploadLimits, unpacked: number): void {
  const name = entry.fileName;
  if (!safeEntryName(name)) throw refuse(`Archive entry ${name} leaves the archive's folder`);
  if (entry.uncompressedSize > limits.fileBytes)
    throw new PayloadTooLargeException(`${name} unpacks to more than ${mib(limits.fileBytes)}`);
  if (unpacked + entry.uncompressedSize > limits.uploadBytes)
    throw new PayloadTooLargeException(
      `The archive unpacks to more than ${mib(limits.uploadBytes)}`,
    );
  if (entry.uncompressedSize > MIB && entry.uncompressedSize > entry.compressedSize * limits.ratio)
    throw refuse(`${name} is compressed more than an image can be (a zip bomb?)`);
}

/** Every page of an archive, checked entry by entry before any is kept, in name order. */
async function archivePages(
  data: Buffer,
  limits: UploadLimits,
  step: PageStep,
  count: PageCount,
): Promise<PageImage[]> {
  let zip: ZipFile;
  try {
    zip = await openZip(data);
  } catch {
    throw refuse('The archive is damaged or incomplete');
  }
  if (zip.entryCount > limits.entries)
    throw refuse(`The archive holds more than ${limits.entries} files`);
  count(zip.entryCount);
  const pages: PageImage[] = [];
  let unpacked = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: Entry) => {
        void (async () => {
          if (entry.fileName.endsWith('/') || ARCHIVE_METADATA.test(entry.fileName))
            return zip.readEntry();
          checkEntry(entry, limits, unpacked);
          const bytes = await readEntry(zip, entry, limits.fileBytes);
          unpacked += bytes.length;
          const page = checkedImage(entry.fileName, bytes, limits);
          pages.push(
            await step(page).catch((error: unknown) => Promise.reject(new StepFailed(error))),
          );
          zip.readEntry();
        })().catch(reject);
      });
      zip.readEntry();
    });
  } catch (error) {
    if (error instanceof StepFailed) throw error.cause;
    if (error instanceof BadRequestException || error instanceof PayloadTooLargeException)
      throw error;
    throw refuse('The archive is damaged or incomplete');
  } finally {
    zip.close();
  }
  if (pages.length === 0) throw refuse('The archive holds no page images');
  return pages.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

/**
 * The pages an upload holds: one PNG, JPEG or WebP image, or a ZIP/CBZ archive of them. Checked by
 * content; SVG and anything else refused; archives checked for entry count, unpacked size, bombs
 * and paths leaving their folder. Every page is checked before any is returned, so a refused upload
 * leaves nothing half-imported.
 */
export async function pagesOf(
  name: string,
  data: Buffer,
  limits: UploadLimits = UPLOAD_LIMITS,
  step: PageStep = keep,
  count: PageCount = () => undefined,
): Promise<PageImage[]> {
  if (data.length > limits.uploadBytes)
    throw new PayloadTooLargeException(`The upload is larger than ${mib(limits.uploadBytes)}`);
  if (isZip(data)) return archivePages(data, limits, step, count);
  count(1);
  return [await step(checkedImage(name, data, limits))];
}
