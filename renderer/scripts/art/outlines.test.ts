import { describe, expect, it } from 'vitest';
import { generateEpisodeArt } from './episodes-cli.js';
import { arabicLine } from './arabic-font.js';
import { generateArt } from './generate.js';
import { letteringLine } from './font.js';

// An SVG shown through <img> cannot load the page's web fonts: any <text> would be drawn in
// whatever font the viewer happens to have. All lettering is converted to outlines.
const svgs = () =>
  [
    ...generateArt(),
    ...generateEpisodeArt().map((file) => ({ ...file, path: `episode-art/${file.path}` })),
  ].filter((file) => file.path.endsWith('.svg'));

describe('lettering in the generated pictures', () => {
  it('is drawn in outlines: no SVG of the site or of the server episodes has a <text> element or a font', () => {
    const files = svgs();
    expect(files.length).toBeGreaterThan(100);
    const withText = files
      .filter((file) => /<text[\s>]|font-family=/.test(file.content))
      .map((file) => file.path);
    expect(withText).toEqual([]);
  });

  it('letters the covers\u2019 tagline and the "السماء لنا" effect with outlined glyphs', () => {
    const files = svgs();
    // A line's path data depends only on its text and face: its place and size are its transform.
    const data = (line: string) => /\sd="([^"]+)"/.exec(line)?.[1] ?? 'no path';
    const cover = files.find((file) => file.path === 'art/covers/origins-1.svg')?.content ?? '';
    // Lalezar for the Arabic word, Bangers for the Latin words.
    expect(cover).toContain(data(arabicLine('أبطال', 0, 0, 23, 'start', '#fff')));
    expect(cover).toContain(
      data(letteringLine(' · HEROES OF THE ARAB WORLD', 0, 0, 20, 'start', '#fff')),
    );
    const page = files.find((f) => f.path === 'art/comics/dubai-guardians/page-7.svg')?.content;
    expect(page).toContain(data(arabicLine('السماء لنا', 0, 0, 60, 'middle', '#fff')));
  });

  it('draws each line of lettering as one path, not an element per letter', () => {
    // A <use> per glyph made the browser style, lay out and paint every letter of a page apart.
    const perGlyph = svgs()
      .filter((file) => /<use href="#[ab][0-9a-z]+"/.test(file.content))
      .map((file) => file.path);
    expect(perGlyph).toEqual([]);
    const line = letteringLine('ABTAL', 10, 20, 30, 'start', '#123');
    expect(line.match(/<path /g)).toHaveLength(1);
    // Five glyphs, each starting with its own absolute move, placed further right each time.
    const starts = [...line.matchAll(/M(-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(starts).toHaveLength(5);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(letteringLine('   ', 10, 20, 30, 'start', '#123')).toBe('');
  });
});
