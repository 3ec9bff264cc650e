import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Checks the output of `electron-vite build`. Runs when the build ran just before
 * (`npm run test:desktop` sets ABTAL_DESKTOP_BUILT=1), since a stale out/ proves nothing.
 */
const out = (path: string) => new URL(`../out/${path}`, import.meta.url);

describe.skipIf(!process.env.ABTAL_DESKTOP_BUILT)('desktop bundles', () => {
  it('has main, preload and renderer bundles', () => {
    for (const path of ['main/index.js', 'preload/index.cjs', 'renderer/index.html']) {
      expect(existsSync(out(path)), path).toBe(true);
    }
  });

  it('builds a sandbox-ready preload: CommonJS requiring nothing but electron', () => {
    const preload = readFileSync(out('preload/index.cjs'), 'utf8');
    const required = [...preload.matchAll(/require\((["'])([^"']+)\1\)/g)].map((m) => m[2]);
    expect(required).toEqual(['electron']);
    expect(preload).toContain('exposeInMainWorld("abtal"');
    expect(preload).not.toMatch(/^import /m);
  });

  it('loads renderer assets from absolute paths, so client routes find them', () => {
    const html = readFileSync(out('renderer/index.html'), 'utf8');
    expect(html).toMatch(/src="\/assets\/[^"]+\.js"/);
    expect(html).not.toContain('"./assets/');
  });

  it('bundles main without reaching into node_modules at runtime', () => {
    const main = readFileSync(out('main/index.js'), 'utf8');
    const imports = [...main.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]!);
    expect(imports.filter((name) => !name.startsWith('node:') && name !== 'electron')).toEqual([]);
  });
});
