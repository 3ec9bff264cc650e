import { describe, expect, it } from 'vitest';
import { generateEpisodeArt } from './episodes-cli.js';
import { generateArt } from './generate.js';

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
    const cover = files.find((file) => file.path === 'art/covers/origins-1.svg')?.content ?? '';
    // Lalezar glyphs (ids a…) for the Arabic word and Bangers (ids b…) for the Latin words.
    expect(cover).toMatch(/<path id="a[0-9a-z]+" d="/);
    expect(cover).toMatch(/<path id="b[0-9a-z]+" d="/);
    const page = files.find((f) => f.path === 'art/comics/dubai-guardians/page-7.svg')?.content;
    expect(page).toMatch(/<path id="a[0-9a-z]+" d="/);
  });
});
