import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import script from '../../../shared/content/comic-script.json' with { type: 'json' };
import { generateArt, loadScript } from './generate.js';
import { listFiles, writeArt } from './write.js';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public');
const tmp = mkdtempSync(join(tmpdir(), 'abtal-art-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The committed art: everything under renderer/public/art plus the favicon. */
const committed = (): string[] => [
  ...listFiles(join(PUBLIC_DIR, 'art'), PUBLIC_DIR),
  'favicon.svg',
];

describe('art generator', () => {
  it('regenerates exactly the committed art (run `npm run art` after changing the script or the generator)', () => {
    writeArt(generateArt(), tmp);
    const generated = listFiles(tmp);
    expect(generated).toEqual(committed().sort());
    const drifted = generated.filter(
      (path) => !readFileSync(join(tmp, path)).equals(readFileSync(join(PUBLIC_DIR, path))),
    );
    expect(drifted).toEqual([]);
  });

  it('writes panel data for every page of every comic, boxes inside the page, in script order', () => {
    const comicScript = loadScript();
    for (const [comicId, chapters] of Object.entries(comicScript)) {
      const pages = chapters.flatMap((chapter) => chapter.pages);
      const file = generateArt().find((f) => f.path === `art/comics/${comicId}/guided.json`);
      if (!pages.length) {
        expect(file).toBeUndefined();
        continue;
      }
      const data = JSON.parse(file?.content ?? '{}') as {
        guided: { imgref: string; children: { imgref: string; children: { text: string }[] }[] }[];
      };
      expect(data.guided).toHaveLength(pages.length);
      data.guided.forEach((page, p) => {
        expect(page.imgref).toBe(`/art/comics/${comicId}/page-${p + 1}.svg`);
        expect(page.children).toHaveLength(pages[p]?.panels.length ?? -1);
        page.children.forEach((panel, i) => {
          const [x, y, w, h] = (panel.imgref.split('#xywh=percent:')[1] ?? '')
            .split(',')
            .map(Number);
          expect(x! >= 0 && y! >= 0 && x! + w! <= 100 && y! + h! <= 100).toBe(true);
          const words = panel.children.map((bubble) => bubble.text);
          for (const letter of pages[p]?.panels[i]?.lettering ?? [])
            expect(words).toContain(letter.en);
        });
      });
    }
  });

  it('draws the same bytes on every run', () => {
    const first = generateArt();
    const second = generateArt();
    expect(second).toEqual(first);
  });

  it('draws a different page when a line of the script changes', () => {
    const changed = structuredClone(loadScript());
    const letter = changed['origins-1']?.[0]?.pages[0]?.panels[0]?.lettering[0];
    if (!letter) throw new Error('origins-1 has no first caption');
    letter.en = `${letter.en} The desert held its breath.`;
    const before = generateArt().find((f) => f.path === 'art/comics/origins-1/page-1.svg');
    const after = generateArt(changed).find((f) => f.path === 'art/comics/origins-1/page-1.svg');
    expect(after?.content.length).toBeGreaterThan(before?.content.length ?? Infinity);
    expect(after?.content).not.toEqual(before?.content);
  });

  it('rejects a script panel with an unknown scene, naming where it is', () => {
    const broken = structuredClone(script) as unknown as Record<
      string,
      { pages: { panels: { setting: string }[] }[] }[]
    >;
    const panel = broken['origins-1']?.[0]?.pages[0]?.panels[0];
    if (!panel) throw new Error('origins-1 has no first panel');
    panel.setting = 'moon-base';
    expect(() => loadScript(broken)).toThrow(/origins-1\.0\.pages\.0\.panels\.0\.setting/);
  });

  it('rejects a speech balloon without a speaker', () => {
    const broken = structuredClone(script) as unknown as Record<
      string,
      { pages: { panels: { lettering: { role: string; speaker?: string }[] }[] }[] }[]
    >;
    const letter = broken['origins-1']?.[0]?.pages[0]?.panels[0]?.lettering[0];
    if (!letter) throw new Error('origins-1 has no first caption');
    letter.role = 'speech';
    expect(() => loadScript(broken)).toThrow(/needs a speaker/);
  });
});
