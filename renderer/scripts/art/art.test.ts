import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import script from '../../../shared/content/comic-script.json' with { type: 'json' };
import { guidedDocumentSchema } from '../../../shared/content/guided.schemas.js';
import { generateArt, loadScript, type ArtFile } from './generate.js';
import { listFiles, writeArt } from './write.js';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public');
const tmp = mkdtempSync(join(tmpdir(), 'abtal-art-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The committed art: everything under renderer/public/art plus the favicon. */
const committed = (): string[] => [
  ...listFiles(join(PUBLIC_DIR, 'art'), PUBLIC_DIR),
  'favicon.svg',
];

/** The generated files that differ from (or are missing in) the committed art. */
const driftFrom = (files: readonly ArtFile[]): string[] =>
  files
    .filter((file) => {
      const path = join(PUBLIC_DIR, file.path);
      return !existsSync(path) || !readFileSync(path).equals(Buffer.from(file.content));
    })
    .map((file) => file.path);

describe('art generator: the committed art', () => {
  it('regenerates exactly the committed art (run `npm run art` after changing the script or the generator)', () => {
    writeArt(generateArt(), tmp);
    const generated = listFiles(tmp);
    expect(generated).toEqual(committed().sort());
    expect(driftFrom(generateArt())).toEqual([]);
  });

  it('reports drift when the script changes and the art and panel data are not regenerated', () => {
    const changed = structuredClone(loadScript());
    const panel = changed['origins-1']?.[0]?.pages[0]?.panels[1];
    if (!panel) throw new Error('origins-1 has no second panel');
    panel.actionAr = `${panel.actionAr} والريح تهبّ.`;
    panel.lettering.push({ role: 'caption', en: 'The wind rose.', ar: 'وهبّت الريح.' });
    expect(driftFrom(generateArt(changed)).sort()).toEqual([
      'art/comics/origins-1/guided.ar.json',
      'art/comics/origins-1/guided.json',
      'art/comics/origins-1/page-1.ar.svg',
      'art/comics/origins-1/page-1.svg',
    ]);
  });
});

type Guided = {
  readingOrder: string;
  guided: {
    imgref: string;
    children: {
      imgref: string;
      text: string;
      children: { role: string[]; text: string; speaker?: { id: string; name: string } }[];
    }[];
  }[];
};
const boxOf = (imgref: string): number[] =>
  (imgref.split('#xywh=percent:')[1] ?? '').split(',').map(Number);

describe('art generator: panel data', () => {
  it('writes panel data for every page of every comic in both languages, boxes inside the page, in script order', () => {
    const comicScript = loadScript();
    const files = generateArt();
    for (const [comicId, chapters] of Object.entries(comicScript)) {
      const pages = chapters.flatMap((chapter) => chapter.pages);
      for (const language of ['en', 'ar'] as const) {
        const suffix = language === 'ar' ? '.ar' : '';
        const file = files.find((f) => f.path === `art/comics/${comicId}/guided${suffix}.json`);
        if (!pages.length) {
          expect(file).toBeUndefined();
          continue;
        }
        const data = JSON.parse(file?.content ?? '{}') as Guided;
        expect(guidedDocumentSchema.safeParse(data).success).toBe(true);
        expect(data.readingOrder).toBe(language === 'ar' ? 'rtl' : 'ltr');
        expect(data.guided).toHaveLength(pages.length);
        data.guided.forEach((page, p) => {
          const script = pages[p];
          expect(page.imgref).toBe(`/art/comics/${comicId}/page-${p + 1}${suffix}.svg`);
          expect(files.some((f) => `/${f.path}` === page.imgref)).toBe(true);
          expect(page.children).toHaveLength(script?.panels.length ?? -1);
          page.children.forEach((panel, i) => {
            const [x, y, w, h] = boxOf(panel.imgref);
            expect(x! >= 0 && y! >= 0 && x! + w! <= 100 && y! + h! <= 100).toBe(true);
            const scriptPanel = script?.panels[i];
            expect(panel.text).toBe(
              language === 'ar' ? scriptPanel?.actionAr : scriptPanel?.action,
            );
            const bubbles = panel.children.filter((bubble) => bubble.role[0] !== 'title');
            expect(
              bubbles.map((bubble) => [bubble.role[0], bubble.speaker?.id, bubble.text]),
            ).toEqual(
              (scriptPanel?.lettering ?? []).map((letter) => [
                letter.role,
                letter.speaker,
                letter[language],
              ]),
            );
          });
        });
      }
    }
  });

  it('has every bundled page title and scene description in Arabic too', () => {
    for (const chapters of Object.values(loadScript()))
      for (const page of chapters.flatMap((chapter) => chapter.pages)) {
        expect(Boolean(page.titleAr), page.title ?? page.text).toBe(Boolean(page.title));
        for (const panel of page.panels) expect(panel.actionAr, panel.action).toBeTruthy();
      }
  });

  it('orders the panels of a row from the right on Arabic pages and from the left on English ones', () => {
    const files = generateArt();
    const read = (path: string) =>
      JSON.parse(files.find((f) => f.path === path)?.content ?? '{}') as Guided;
    const en = read('art/comics/origins-1/guided.json');
    const ar = read('art/comics/origins-1/guided.ar.json');
    // Page 1 has a wide panel, then a row of two.
    const [, enSecond, enThird] = en.guided[0]?.children.map((panel) => boxOf(panel.imgref)) ?? [];
    const [, arSecond, arThird] = ar.guided[0]?.children.map((panel) => boxOf(panel.imgref)) ?? [];
    expect(enSecond?.[1]).toBe(enThird?.[1]);
    expect(enSecond![0]!).toBeLessThan(enThird![0]!);
    expect(arSecond?.[1]).toBe(arThird?.[1]);
    expect(arSecond![0]!).toBeGreaterThan(arThird![0]!);
    expect(arSecond![0]! + arSecond![2]!).toBeCloseTo(100 - enSecond![0]!, 1);
  });
});

describe('art generator: drawing from the script', () => {
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

  it('changes the Arabic page and both panel data files when the script changes, so a stale commit fails the drift check', () => {
    const changed = structuredClone(loadScript());
    const panel = changed['origins-1']?.[0]?.pages[0]?.panels[0];
    const letter = panel?.lettering[0];
    if (!panel || !letter) throw new Error('origins-1 has no first caption');
    letter.ar = `${letter.ar} وحبست الصحراء أنفاسها.`;
    panel.action = `${panel.action} The wind stops.`;
    const paths = [
      'art/comics/origins-1/page-1.ar.svg',
      'art/comics/origins-1/guided.ar.json',
      'art/comics/origins-1/guided.json',
    ];
    const before = generateArt().filter((f) => paths.includes(f.path));
    const after = generateArt(changed).filter((f) => paths.includes(f.path));
    expect(before).toHaveLength(3);
    after.forEach((file, i) => expect(file.content).not.toEqual(before[i]?.content));
    // The English page itself does not depend on the Arabic lettering or the description.
    const page = (art: typeof before) => art.find((f) => f.path.endsWith('page-1.svg'));
    expect(page(generateArt(changed))).toEqual(page(generateArt()));
  });
});

describe('art generator: checking the script', () => {
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
