// Writes every SVG under renderer/public/art (plus renderer/public/favicon.svg): `npm run art`.
// `npm run art -- --out <dir>` writes the same files under another folder instead.
import { join, resolve } from 'node:path';
import { generateArt } from './generate.js';
import { writeArt } from './write.js';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public');

const outArg = process.argv.indexOf('--out');
const outDir = outArg > 0 ? resolve(process.argv[outArg + 1] ?? '') : PUBLIC_DIR;

const files = generateArt();
writeArt(files, outDir);

const bytes = (content: string): number => Buffer.byteLength(content);
const total = files.reduce((sum, f) => sum + bytes(f.content), 0);
const largest = files.reduce((a, b) => (bytes(b.content) > bytes(a.content) ? b : a));
console.log(
  `Wrote ${files.length} files, ${(total / 1024).toFixed(1)} kB in all; largest ${largest.path} (${(bytes(largest.content) / 1024).toFixed(1)} kB).`,
);
