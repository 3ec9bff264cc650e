import type { CastName, Letter } from '../../../shared/content/comic-script.schemas.js';
import { C } from './palette.js';
import { letteringLine, letteringWidth } from './font.js';
import { n, type Doc } from './svg.js';
import { widest as widestBy, wrap as wrapBy } from './text.js';

const wrap = (text: string, size: number, maxWidth: number): string[] =>
  wrapBy(text.toUpperCase(), size, maxWidth, false, letteringWidth);
const widest = (lines: readonly string[], size: number): number =>
  widestBy(lines, size, false, letteringWidth);

/** Lines of lettering: baselines one line height apart below y. */
function block(
  doc: Doc,
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  anchor: 'start' | 'middle',
  fill: string,
): string {
  return lines
    .map((l, i) => letteringLine(doc, l, x, y + size + i * size * 1.2, size, anchor, fill))
    .join('');
}

export interface Point {
  x: number;
  y: number;
}

/** A page title (the first panel only) or a piece of the panel's lettering. */
export type LetterItem = { role: 'title'; en: string } | Letter;

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

/** A tail from the balloon's lower edge towards the speaker's head; off panel, towards the edge. */
function tail(from: Point, to: Point | undefined, panelH: number, right: boolean): string {
  const target = to ?? { x: from.x + (right ? 60 : -60), y: panelH };
  const dx = target.x - from.x;
  const dy = target.y - from.y;
  const length = Math.hypot(dx, dy);
  // Stop short of the head so the point does not cover the face.
  const reach = to ? Math.max(24, Math.min(length - 40, 220)) : 46;
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
 * Letters a panel from the top: the title and captions in boxes at the upper left, balloons below,
 * alternating sides, their tails pointing at the speaker's head (`speakers`). Returns the markup
 * and the height used.
 */
export function letterPanel(
  doc: Doc,
  items: readonly LetterItem[],
  w: number,
  h: number,
  size: number,
  speakers: ReadonlyMap<CastName, Point>,
): { out: string; height: number } {
  const pad = Math.round(size * 0.6);
  let y = 12;
  let out = '';
  let balloonIndex = 0;
  for (const item of items) {
    if (item.role === 'title') {
      const ts = Math.round(size * 1.05);
      const lines = wrap(item.en, ts, w - 24 - pad * 2);
      const bw = Math.min(w - 24, widest(lines, ts) + pad * 2);
      const bh = lines.length * ts * 1.2 + pad * 1.4;
      out += `<rect x="12" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" fill="${C.gold}" stroke="${C.inkText}" stroke-width="2.5"/>`;
      out += block(doc, lines, 12 + pad, y + pad * 0.6, ts, 'start', C.inkText);
      y += bh + 10;
    } else if (item.role === 'caption') {
      const lines = wrap(item.en, size, w - 24 - pad * 2);
      const bw = Math.min(w - 24, widest(lines, size) + pad * 2);
      const bh = lines.length * size * 1.2 + pad * 1.4;
      out += `<rect x="12" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" fill="${C.paper}" stroke="${C.inkText}" stroke-width="2"/>`;
      out += block(doc, lines, 12 + pad, y + pad * 0.6, size, 'start', C.inkText);
      y += bh + 10;
    } else if (item.role === 'sound') {
      const ss = Math.round(size * 2);
      out += `<g transform="rotate(-6 ${n(w / 2)} ${n(y + ss)})">${letteringLine(doc, item.en.toUpperCase(), w / 2, y + ss, ss, 'middle', C.goldLight, ` stroke="#000" stroke-width="${n(300 / ss)}" paint-order="stroke"`)}</g>`;
      y += ss * 1.4;
    } else {
      const shout = item.role === 'shout';
      const ls = shout ? Math.round(size * 1.3) : size;
      const maxW = Math.min(w - 40, Math.max(w * 0.78, 200)) - pad * 2.4;
      const lines = wrap(item.en, ls, maxW);
      const bw = widest(lines, ls) + pad * 2.4;
      const bh = lines.length * ls * 1.2 + pad * 1.6;
      const speaker = item.speaker ? speakers.get(item.speaker) : undefined;
      // A balloon goes on the side of its speaker when the speaker is in the panel.
      const right = speaker ? speaker.x > w / 2 : balloonIndex % 2 === 1;
      const bx = Math.max(16, Math.min(w - 16 - bw, right ? w - 16 - bw : 16));
      const by = y + (shout ? 14 : 4);
      const foot = { x: bx + bw * (right ? 0.62 : 0.38), y: by + bh };
      if (shout) out += burst(bx, by, bw, bh);
      else if (item.role === 'thought')
        out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh / 2)}" fill="#fff" stroke="#000" stroke-width="2.5" stroke-dasharray="10 4"/>${thoughtTrail(foot, speaker)}`;
      if (item.role === 'speech') out += tail(foot, speaker, h, right);
      if (!shout && item.role !== 'thought')
        out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(Math.min(bh / 2, 26))}" fill="#fff" stroke="#000" stroke-width="2.5"/><path d="M${n(foot.x - 10.5)} ${n(foot.y - 1.5)}H${n(foot.x + 10.5)}" stroke="#fff" stroke-width="4"/>`;
      out += block(doc, lines, bx + bw / 2, by + pad * 0.7, ls, 'middle', '#111');
      y = by + bh + (shout ? 30 : 40);
      balloonIndex += 1;
    }
  }
  return { out, height: y };
}
