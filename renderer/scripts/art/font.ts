// Comic lettering in Bangers (the display face the site self-hosts through @fontsource/bangers),
// converted to outlines: an SVG shown through <img> cannot load the page's web fonts. Each line of
// lettering is one path: the outlines of its glyphs one after another, each moved to its place.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type Glyph } from 'opentype.js';
import { n } from './svg.js';

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

type Pt = readonly [number, number];
/** One drawing step of an outline in absolute whole units: a line, curve or close. */
type Step =
  | { type: 'M' | 'L'; to: Pt }
  | { type: 'Q'; c1: Pt; to: Pt }
  | { type: 'C'; c1: Pt; c2: Pt; to: Pt }
  | { type: 'Z' };

/** Distance from p to the line through a and b. */
const offLine = (p: Pt, a: Pt, b: Pt): number => {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return len
    ? Math.abs((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) / len
    : Math.hypot(p[0] - a[0], p[1] - a[1]);
};

/**
 * Bangers draws its rough edges with many short straight segments: a point within 0.8 units
 * (0.8 % of the em, a quarter of a pixel in a page's balloons) of the line past it is left out.
 */
const TOLERANCE = 0.8;

/**
 * The corners of a run of straight segments that matter: points closer than `TOLERANCE` units
 * to the line through their neighbours kept are dropped (Ramer–Douglas–Peucker).
 */
function simplify(points: readonly Pt[]): Pt[] {
  if (points.length < 3) return [...points];
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let far = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const d = offLine(points[i]!, first, last);
    if (d > far) [far, at] = [d, i];
  }
  if (far <= TOLERANCE) return [first, last];
  return [...simplify(points.slice(0, at + 1)).slice(0, -1), ...simplify(points.slice(at))];
}

/** A glyph's outline in absolute whole units, nearly straight curves and runs made straight. */
function steps(glyph: Glyph): Step[] {
  const r = (v: number): number => Math.round(v);
  const out: Step[] = [];
  let at: Pt = [0, 0];
  let run: Pt[] = [];
  const flush = () => {
    for (const to of simplify(run).slice(1)) out.push({ type: 'L', to });
    run = [];
  };
  for (const c of glyph.getPath(0, 0, EM).commands) {
    if (c.type === 'Z') {
      flush();
      out.push(c);
      continue;
    }
    const to: Pt = [r(c.x), r(c.y)];
    if (c.type === 'M') {
      flush();
      out.push({ type: 'M', to });
      at = to;
      continue;
    }
    if (to[0] === at[0] && to[1] === at[1]) continue;
    // A curve whose control point lies within a unit and a half of its chord is drawn as a line.
    const straight =
      c.type === 'L' || (c.type === 'Q' && offLine([r(c.x1), r(c.y1)], at, to) < 1.5);
    if (straight) {
      if (!run.length) run.push(at);
      run.push(to);
    } else {
      flush();
      out.push(
        c.type === 'Q'
          ? { type: 'Q', c1: [r(c.x1), r(c.y1)], to }
          : { type: 'C', c1: [r(c.x1), r(c.y1)], c2: [r(c.x2), r(c.y2)], to },
      );
    }
    at = to;
  }
  flush();
  return out;
}

/**
 * A glyph's outline as compact path data, moved `shift` units to the right: the first point
 * absolute, the rest relative, horizontal and vertical lines as h and v, and a command letter
 * written only when it changes.
 */
function outline(glyph: Glyph, shift: number): string {
  let d = '';
  let last = '';
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const put = (cmd: string, values: readonly number[]) => {
    const nums = values.map(String).join(' ').replace(/ -/g, '-');
    d += cmd === last && !nums.startsWith('-') ? ` ${nums}` : cmd === last ? nums : cmd + nums;
    last = cmd;
  };
  for (const step of steps(glyph)) {
    if (step.type === 'Z') {
      d += 'z';
      last = 'z';
      [cx, cy] = [sx, sy];
      continue;
    }
    const [x, y] = step.to;
    const dx = x - cx;
    const dy = y - cy;
    if (step.type === 'M') {
      if (d) put('m', [dx, dy]);
      else put('M', [Math.round((x + shift) * 10) / 10, y]);
      // Numbers after a moveto are linetos: never continue one without its letter.
      last = '';
      [sx, sy] = [x, y];
    } else if (step.type === 'L') {
      if (dy === 0) put('h', [dx]);
      else if (dx === 0) put('v', [dy]);
      else put('l', [dx, dy]);
    } else if (step.type === 'Q') put('q', [step.c1[0] - cx, step.c1[1] - cy, dx, dy]);
    else if (step.type === 'C')
      put('c', [step.c1[0] - cx, step.c1[1] - cy, step.c2[0] - cx, step.c2[1] - cy, dx, dy]);
    [cx, cy] = [x, y];
  }
  return d;
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

/** One glyph of a line: its outline (none for a space) and its advance. */
export interface PlacedGlyph {
  glyph?: Glyph;
  advance: number;
}

export type Anchor = 'start' | 'middle' | 'end';

/**
 * Glyphs laid out from left to right along a baseline at y, anchored at x (`start` is the right end
 * of a right-to-left line), filled with `fill`; `extra` adds attributes such as a stroke. The line
 * is one path: a <use> per glyph made the browser style, lay out and paint every letter as an
 * element of its own (see `npm run bench:art`), and the art gzipped no smaller that way.
 */
export function glyphLine(
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
  let d = '';
  for (const { glyph, advance } of glyphs) {
    if (glyph) d += outline(glyph, Number(n(pen / k)));
    pen += advance;
  }
  if (!d) return '';
  return `<path transform="translate(${n(left)} ${n(y)}) scale(${Math.round(k * 1000) / 1000})" fill="${fill}"${extra} d="${d}"/>`;
}

/** One line of lettering in Bangers (see glyphLine). */
export function letteringLine(
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
    ...(ch.trim() ? { glyph: glyphOf(ch) } : {}),
    advance: widths[i] ?? 0,
  }));
  return glyphLine(glyphs, x, y, size, anchor, fill, extra);
}

/** A dark outline `px` wide around lettering set at `size`, painted under the fill. */
export const outlined = (size: number, px: number): string =>
  ` stroke="#000" stroke-width="${n((px * EM) / size)}" stroke-linejoin="round" paint-order="stroke"`;
