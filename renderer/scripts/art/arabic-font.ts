// Arabic lettering in Lalezar (a heavy display face, @fontsource/lalezar), converted to outlines
// like the English lettering: each line is one path of its glyphs' outlines (joining forms
// included). Words are shaped by opentype.js and laid out right to left; the short vowel
// marks are left out, as comic lettering does (opentype.js cannot place marks on their letters).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type Glyph } from 'opentype.js';
import { glyphLine, type Anchor, type PlacedGlyph } from './font.js';

const require = createRequire(import.meta.url);
const FILES = {
  a: require.resolve('@fontsource/lalezar/files/lalezar-arabic-400-normal.woff'),
  l: require.resolve('@fontsource/lalezar/files/lalezar-latin-400-normal.woff'),
} as const;
type FontKey = keyof typeof FILES;

const fonts = new Map<FontKey, Font>();
const fontOf = (key: FontKey): Font => {
  let font = fonts.get(key);
  if (!font) {
    const bytes = readFileSync(FILES[key]);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    fonts.set(key, font);
  }
  return font;
};

/** Short vowels, shadda and sukun: not drawn in the lettering. */
const MARKS = /[\u064B-\u0652\u0670]/g;

interface Placed {
  key: FontKey;
  glyph: Glyph;
}

/**
 * One word's glyphs in visual order (left to right). Letters the Arabic face has are shaped
 * together; anything else (Latin punctuation) comes from the face's Latin file. The pieces of the
 * word follow one another from right to left.
 */
function shapeWord(word: string): Placed[] {
  const arabic = fontOf('a');
  const pieces: Placed[][] = [];
  let run = '';
  const flush = () => {
    if (run) pieces.push(arabic.stringToGlyphs(run).map((glyph) => ({ key: 'a', glyph })));
    run = '';
  };
  for (const ch of word.replace(MARKS, '')) {
    if (arabic.charToGlyph(ch).index !== 0) run += ch;
    else {
      flush();
      pieces.push([{ key: 'l', glyph: fontOf('l').charToGlyph(ch) }]);
    }
  }
  flush();
  return pieces.reverse().flat();
}

const advance = (placed: Placed, size: number): number =>
  ((placed.glyph.advanceWidth ?? 0) * size) / fontOf(placed.key).unitsPerEm;

const spaceWidth = (size: number): number =>
  ((fontOf('a').charToGlyph(' ').advanceWidth ?? 0) * size) / fontOf('a').unitsPerEm;

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** The glyphs of a line of Arabic from left to right: words in reading order run from the right. */
function lineGlyphs(text: string, size: number): PlacedGlyph[] {
  const space: PlacedGlyph = { advance: spaceWidth(size) };
  return words(text)
    .reverse()
    .flatMap((word, i) => [
      ...(i ? [space] : []),
      ...shapeWord(word).map((placed): PlacedGlyph => ({
        ...(placed.glyph.index !== 0 ? { glyph: placed.glyph } : {}),
        advance: advance(placed, size),
      })),
    ]);
}

/** Width of a line of Arabic lettering at the given size. */
export const arabicWidth = (text: string, size: number): number =>
  lineGlyphs(text, size).reduce((sum, g) => sum + g.advance, 0);

/** One line of Arabic lettering (see glyphLine): `start` is the right end of the line. */
export function arabicLine(
  text: string,
  x: number,
  y: number,
  size: number,
  anchor: Anchor,
  fill: string,
  extra = '',
): string {
  return glyphLine(lineGlyphs(text, size), x, y, size, anchor, fill, extra, true);
}
