import type { CastName, Letter } from '../../../shared/content/comic-script.schemas.js';
import { arabicLine, arabicWidth } from './arabic-font.js';
import { C } from './palette.js';
import { letteringLine, letteringWidth } from './font.js';
import { n } from './svg.js';
import { widest as widestBy, wrap as wrapBy } from './text.js';

export type LetteringLanguage = 'en' | 'ar';

/** How a language is lettered: its face, its case, its line spacing and its direction. */
interface Face {
  rtl: boolean;
  /** Line height as a multiple of the size (Arabic letters reach further up and down). */
  leading: number;
  prepare: (text: string) => string;
  width: (text: string, size: number) => number;
  line: typeof letteringLine;
}

const FACES: Record<LetteringLanguage, Face> = {
  en: {
    rtl: false,
    leading: 1.2,
    prepare: (text) => text.toUpperCase(),
    width: letteringWidth,
    line: letteringLine,
  },
  ar: { rtl: true, leading: 1.5, prepare: (text) => text, width: arabicWidth, line: arabicLine },
};

const wrapIn = (face: Face, text: string, size: number, maxWidth: number): string[] =>
  wrapBy(face.prepare(text), size, maxWidth, false, face.width);
const widestIn = (face: Face, lines: readonly string[], size: number): number =>
  widestBy(lines, size, false, face.width);

/**
 * Lines of lettering: baselines one line height apart below y, anchored at x (`start` is the
 * right end of a right-to-left line).
 */
function block(
  face: Face,
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  anchor: 'start' | 'middle',
  fill: string,
): string {
  return lines
    .map((l, i) => face.line(l, x, y + size + i * size * face.leading, size, anchor, fill))
    .join('');
}

export interface Point {
  x: number;
  y: number;
}

/** A page title (the first panel only) or a piece of the panel's lettering. */
export type LetterItem = { role: 'title'; en: string; ar: string } | Letter;

/** The spikes of a shout balloon around a w x h box at (x, y). */
function burst(x: number, y: number, w: number, h: number): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const points: string[] = [];
  const spikes = 18;
  for (let i = 0; i < spikes * 2; i += 1) {
    const a = (Math.PI * i) / spikes;
    const grow = i % 2 ? 1.02 : 1.22;
    points.push(
      `${n(cx + Math.cos(a) * (w / 2) * grow * 1.06)} ${n(cy + Math.sin(a) * (h / 2) * grow * 1.18)}`,
    );
  }
  return `<polygon points="${points.join(' ')}" fill="#fff7d6" stroke="#000" stroke-width="3" stroke-linejoin="round"/>`;
}

/**
 * A tail from the balloon's lower edge to just short of the speaker's head; for a speaker outside
 * the panel, a short tail towards the panel's side (the speaker is off panel that way).
 */
function tail(from: Point, to: Point | undefined, right: boolean): string {
  const target = to ?? { x: from.x + (right ? 80 : -80), y: from.y + 30 };
  const dx = target.x - from.x;
  const dy = target.y - from.y;
  const length = Math.hypot(dx, dy);
  // Stop short of the head so the point does not cover the face.
  const reach = to ? Math.max(24, length - 34) : 50;
  const tip = { x: from.x + (dx / length) * reach, y: from.y + (dy / length) * reach };
  return `<path d="M${n(from.x - 12)} ${n(from.y - 3)}L${n(tip.x)} ${n(tip.y)}L${n(from.x + 12)} ${n(from.y - 3)}" fill="#fff" stroke="#000" stroke-width="2.5" stroke-linejoin="round"/>`;
}

/** Thought bubbles: shrinking circles from the balloon towards the thinker. */
function thoughtTrail(from: Point, to: Point | undefined): string {
  const target = to ?? { x: from.x + 40, y: from.y + 60 };
  let out = '';
  for (let i = 1; i <= 3; i += 1) {
    const t = i * 0.16;
    out += `<circle cx="${n(from.x + (target.x - from.x) * t)}" cy="${n(from.y + (target.y - from.y) * t)}" r="${n(10 - i * 2.5)}" fill="#fff" stroke="#000" stroke-width="2"/>`;
  }
  return out;
}

/**
 * Letters a panel from the top: the title and captions in boxes at the upper left (upper right in
 * Arabic), balloons below, alternating sides (the first on the reading side), their tails pointing
 * at the speaker's head (`speakers`). Returns the markup and the height used.
 */
export function letterPanel(
  items: readonly LetterItem[],
  w: number,
  size: number,
  speakers: ReadonlyMap<CastName, Point>,
  language: LetteringLanguage = 'en',
): { out: string; height: number } {
  const face = FACES[language];
  const pad = Math.round(size * 0.6);
  let y = 12;
  let out = '';
  let balloonIndex = 0;
  /** A box of lines at the reading side's top corner. */
  const boxed = (text: string, ts: number, fill: string, stroke: number) => {
    const lines = wrapIn(face, text, ts, w - 24 - pad * 2);
    const bw = Math.min(w - 24, widestIn(face, lines, ts) + pad * 2);
    const bh = lines.length * ts * face.leading + pad * 1.4 - (face.leading - 1.2) * ts;
    const bx = face.rtl ? w - 12 - bw : 12;
    out += `<rect x="${n(bx)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" fill="${fill}" stroke="${C.inkText}" stroke-width="${stroke}"/>`;
    out += block(
      face,
      lines,
      face.rtl ? bx + bw - pad : bx + pad,
      y + pad * 0.6,
      ts,
      'start',
      C.inkText,
    );
    y += bh + 10;
  };
  for (const item of items) {
    const text = item[language];
    if (item.role === 'title') boxed(text, Math.round(size * 1.05), C.gold, 2.5);
    else if (item.role === 'caption') boxed(text, size, C.paper, 2);
    else if (item.role === 'sound') {
      const ss = Math.round(size * 2);
      out += `<g transform="rotate(${face.rtl ? 6 : -6} ${n(w / 2)} ${n(y + ss)})">${face.line(face.prepare(text), w / 2, y + ss, ss, 'middle', C.goldLight, ` stroke="#000" stroke-width="${n(300 / ss)}" paint-order="stroke"`)}</g>`;
      y += ss * (face.rtl ? 1.6 : 1.4);
    } else {
      const shout = item.role === 'shout';
      const ls = shout ? Math.round(size * 1.3) : size;
      const maxW = Math.min(w - 40, Math.max(w * 0.78, 200)) - pad * 2.4;
      const lines = wrapIn(face, text, ls, maxW);
      const bw = widestIn(face, lines, ls) + pad * 2.4;
      const bh = lines.length * ls * face.leading + pad * 1.6 - (face.leading - 1.2) * ls;
      const speaker = item.speaker ? speakers.get(item.speaker) : undefined;
      // A balloon goes on the side of its speaker when the speaker is in the panel; otherwise
      // the first one is on the side reading starts from.
      const right = speaker ? speaker.x > w / 2 : balloonIndex % 2 === (face.rtl ? 0 : 1);
      const bx = Math.max(16, Math.min(w - 16 - bw, right ? w - 16 - bw : 16));
      const by = y + (shout ? 14 : 4);
      // The tail leaves the balloon above its speaker where it can, else near the outer side.
      const footX = speaker
        ? Math.max(bx + 24, Math.min(bx + bw - 24, speaker.x))
        : bx + bw * (right ? 0.78 : 0.22);
      const foot = { x: footX, y: by + bh };
      if (shout) out += burst(bx, by, bw, bh);
      else if (item.role === 'thought')
        out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh / 2)}" fill="#fff" stroke="#000" stroke-width="2.5" stroke-dasharray="10 4"/>${thoughtTrail(foot, speaker)}`;
      if (item.role === 'speech') out += tail(foot, speaker, right);
      if (!shout && item.role !== 'thought')
        out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(Math.min(bh / 2, 26))}" fill="#fff" stroke="#000" stroke-width="2.5"/><path d="M${n(foot.x - 10.5)} ${n(foot.y - 1.5)}H${n(foot.x + 10.5)}" stroke="#fff" stroke-width="4"/>`;
      out += block(face, lines, bx + bw / 2, by + pad * 0.7, ls, 'middle', '#111');
      y = by + bh + (shout ? 30 : 40);
      balloonIndex += 1;
    }
  }
  return { out, height: y };
}
