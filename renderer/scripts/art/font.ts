// Comic lettering in Bangers (the display face the site self-hosts through @fontsource/bangers),
// converted to outlines: an SVG shown through <img> cannot load the page's web fonts. Each glyph
// is defined once per document and placed with <use>, so a page carries only the letters it uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type Glyph } from 'opentype.js';
import { n, type Doc } from './svg.js';

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve('@fontsource/bangers/files/bangers-latin-400-normal.woff');

let font: Font | undefined;
const bangers = (): Font => {
  if (!font) {
    const bytes = readFileSync(FONT_FILE);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  }
  return font;
};

/** Glyph outlines are kept at 100 units to the em, in whole units: small and exact enough. */
const EM = 100;

const glyphOf = (ch: string): Glyph => bangers().charToGlyph(ch);

/** A glyph's outline as compact path data in whole units, relative after the first point. */
function outline(glyph: Glyph): string {
  let d = '';
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const r = Math.round;
  for (const c of glyph.getPath(0, 0, EM).commands) {
    if (c.type === 'Z') {
      d += 'z';
      cx = sx;
      cy = sy;
      continue;
    }
    const x = r(c.x);
    const y = r(c.y);
    if (c.type === 'M') {
      d += `${d ? 'm' : 'M'}${x - cx} ${y - cy}`;
      sx = x;
      sy = y;
    } else if (x === cx && y === cy) {
      continue;
    } else if (c.type === 'L') {
      d += `l${x - cx} ${y - cy}`;
    } else if (c.type === 'Q') {
      // A curve whose control point lies within a unit of its chord is drawn as a line.
      const bend =
        Math.abs((r(c.x1) - cx) * (y - cy) - (r(c.y1) - cy) * (x - cx)) /
        Math.hypot(x - cx, y - cy);
      d +=
        bend < 1.5
          ? `l${x - cx} ${y - cy}`
          : `q${r(c.x1) - cx} ${r(c.y1) - cy} ${x - cx} ${y - cy}`;
    } else {
      d += `c${r(c.x1) - cx} ${r(c.y1) - cy} ${r(c.x2) - cx} ${r(c.y2) - cy} ${x - cx} ${y - cy}`;
    }
    cx = x;
    cy = y;
  }
  return d.replace(/ -/g, '-');
}

/** Advance of each character at the given size, kerning included. */
function advances(text: string, size: number): number[] {
  const f = bangers();
  const chars = [...text];
  const scale = size / f.unitsPerEm;
  return chars.map((ch, i) => {
    const glyph = glyphOf(ch);
    const next = chars[i + 1];
    const kern = next ? f.getKerningValue(glyph, glyphOf(next)) : 0;
    return ((glyph.advanceWidth ?? 0) + kern) * scale;
  });
}

/** Width of a line of lettering at the given size. */
export const letteringWidth = (text: string, size: number): number =>
  advances(text, size).reduce((sum, a) => sum + a, 0);

/** One glyph of a line: its definition id, its outline (none for a space) and its advance. */
export interface PlacedGlyph {
  id: string;
  glyph?: Glyph;
  advance: number;
}

export type Anchor = 'start' | 'middle' | 'end';

/**
 * Glyphs laid out from left to right along a baseline at y, anchored at x (`start` is the right end
 * of a right-to-left line), filled with `fill`; `extra` adds attributes such as a stroke. Each
 * outline is defined once per document and placed with <use>.
 */
export function glyphLine(
  doc: Doc,
  glyphs: readonly PlacedGlyph[],
  x: number,
  y: number,
  size: number,
  anchor: Anchor,
  fill: string,
  extra = '',
  rtl = false,
): string {
  const total = glyphs.reduce((sum, g) => sum + g.advance, 0);
  const from: Anchor = rtl && anchor !== 'middle' ? (anchor === 'start' ? 'end' : 'start') : anchor;
  const left = from === 'start' ? x : from === 'middle' ? x - total / 2 : x - total;
  const k = size / EM;
  let pen = 0;
  let uses = '';
  for (const { id, glyph, advance } of glyphs) {
    if (glyph) {
      doc.need(id, () => `<path id="${id}" d="${outline(glyph)}"/>`);
      uses += `<use href="#${id}"${pen ? ` x="${n(pen / k)}"` : ''}/>`;
    }
    pen += advance;
  }
  return `<g transform="translate(${n(left)} ${n(y)}) scale(${Math.round(k * 1000) / 1000})" fill="${fill}"${extra}>${uses}</g>`;
}

/** One line of lettering in Bangers (see glyphLine). */
export function letteringLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  size: number,
  anchor: Anchor,
  fill: string,
  extra = '',
): string {
  const widths = advances(text, size);
  const glyphs = [...text].map((ch, i): PlacedGlyph => ({
    id: `b${ch.codePointAt(0)?.toString(36) ?? ''}`,
    ...(ch.trim() ? { glyph: glyphOf(ch) } : {}),
    advance: widths[i] ?? 0,
  }));
  return glyphLine(doc, glyphs, x, y, size, anchor, fill, extra);
}

/** A dark outline `px` wide around lettering set at `size`, painted under the fill. */
export const outlined = (size: number, px: number): string =>
  ` stroke="#000" stroke-width="${n((px * EM) / size)}" stroke-linejoin="round" paint-order="stroke"`;
