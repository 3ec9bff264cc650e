import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { ArtFile } from './generate.js';

/** Writes the files under `outDir`, creating folders as needed. */
export function writeArt(files: readonly ArtFile[], outDir: string): void {
  for (const file of files) {
    const target = join(outDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
}

/** Every file below `dir`, as sorted paths relative to `base` with forward slashes. */
export function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      return entry.isDirectory()
        ? listFiles(full, base)
        : [relative(base, full).split('\\').join('/')];
    })
    .sort();
}
