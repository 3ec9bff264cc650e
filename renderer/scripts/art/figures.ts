import type { CharacterId } from '../../../shared/content/types.js';
import { CHARACTER_IDS } from '../../../shared/content/characters.js';
import {
  character,
  handAt,
  headAt,
  nearArm,
  type Gaze,
  type ModelId,
  type Pose,
  type View,
} from './character.js';
import { C } from './palette.js';
import { shapeId } from './shapes.js';
import { n, scaled, type Doc } from './svg.js';

interface FigureStyle {
  /** Accent colour: the halo behind the figure. */
  c: string;
  /** A brighter, wider halo (Al-Noor, the light of the Creek). */
  bright?: boolean;
  /** An ordinary person: no halo. */
  plain?: boolean;
  /** A child: drawn smaller. */
  small?: boolean;
}

/** How tall a child is drawn beside a grown-up. */
export const CHILD_SCALE = 0.62;

/** Everyone the panels can show, each drawn with their own character model. */
export const FIGURES = {
  jalal: { c: '#fb923c' },
  nazra: { c: '#4ade80' },
  falqan: { c: '#38bdf8' },
  fahd: { c: '#a78bfa' },
  asad: { c: '#fbbf24' },
  saqr: { c: '#e2e8f0' },
  noor: { c: '#fde68a', bright: true },
  eclipse: { c: '#8b5cf6' },
  civ: { c: '#64748b', plain: true },
  child: { c: '#64748b', plain: true, small: true },
} satisfies Record<ModelId, FigureStyle>;

export type FigureKey = keyof typeof FIGURES;

/** A child: drawn CHILD_SCALE as tall as the height a figure is given. */
export const isSmall = (key: FigureKey): boolean => (FIGURES[key] as FigureStyle).small === true;

export const isFigureKey = (key: string): key is FigureKey => Object.hasOwn(FIGURES, key);

export interface FigureOptions {
  /** 'only' draws the halo alone, 'none' the figure without it. */
  glow?: 'only' | 'none';
  flip?: boolean;
  rotate?: number;
  /** The pose and the angle the figure is seen from. */
  pose?: Pose;
  view?: View;
  /** Looking up or down instead of ahead. */
  gaze?: Gaze;
  /** Their light gone out: no halo, and the figure drawn dim. */
  faded?: boolean;
}

export const isGuardian = (key: FigureKey): key is CharacterId =>
  (CHARACTER_IDS as readonly string[]).includes(key);

/** One figure to place: key, feet x, feet y, height, options. */
export type Placement = [FigureKey, number, number, number, FigureOptions?];

function wrapFigure(
  parts: readonly string[],
  cx: number,
  base: number,
  s: number,
  opts: FigureOptions,
): string {
  if (!parts.length) return '';
  const flip = opts.flip ? ` translate(200 0) scale(-1 1)` : '';
  const rot = opts.rotate ? ` rotate(${opts.rotate} 100 200)` : '';
  return `<g transform="translate(${n(cx - 100 * s)} ${n(base - 400 * s)}) scale(${scaled(s, 1000)})${flip}${rot}">${parts.join('')}</g>`;
}

/** A character with a halo in their colour, feet at (cx, base), `height` tall. */
export function figure(
  doc: Doc,
  key: FigureKey,
  cx: number,
  base: number,
  height: number,
  opts: FigureOptions = {},
): string {
  const f: FigureStyle = FIGURES[key];
  const h = isSmall(key) ? height * CHILD_SCALE : height;
  const s = h / 400;
  const parts: string[] = [];
  if (!f.plain && !opts.faded && opts.glow !== 'none')
    parts.push(
      `<ellipse cx="100" cy="190" rx="${f.bright ? 190 : 150}" ry="240" fill="url(#${doc.glow(f.c, f.bright ? 0.85 : 0.55)})"/>`,
    );
  if (opts.glow !== 'only') {
    const body = character(doc, key, opts.pose ?? 'stand', opts.view ?? 'three-quarter', opts.gaze);
    parts.push(opts.faded ? `<g opacity=".5">${body}</g>` : body);
  }
  return wrapFigure(parts, cx, base, s, opts);
}

/** Where a placed figure's head is, for a balloon's tail to point at. */
export function headOf(placement: Placement): { x: number; y: number } {
  const [key, , , , opts = {}] = placement;
  return pointOf(placement, headAt(key, opts.pose ?? 'stand', opts.view ?? 'three-quarter'));
}

/** The scale a placed figure is drawn at (a child smaller). */
export const scaleOf = (key: FigureKey, height: number): number =>
  isSmall(key) ? (height * CHILD_SCALE) / 400 : height / 400;

/** A point of a placed figure's 200 x 400 box, in the picture. */
function pointOf([key, cx, base, height, opts = {}]: Placement, p: { x: number; y: number }) {
  const s = scaleOf(key, height);
  return {
    x: cx - 100 * s + (opts.flip ? 200 - p.x : p.x) * s,
    y: base - 400 * s + p.y * s,
  };
}

/**
 * Someone carried by a flying figure: placed with their waist in the carrier's near hand, a
 * little smaller, facing the same way, and with the carrier's arm drawn again over them.
 */
export function carried(
  carrier: Placement,
  key: FigureKey,
  opts: FigureOptions = {},
): { placement: Placement; arm: (doc: Doc) => string } {
  const [who, , , height, carrierOpts = {}] = carrier;
  const view = carrierOpts.view ?? 'three-quarter';
  const hand = pointOf(carrier, handAt(who, 'carry', view));
  const h = height * 0.92;
  const s = scaleOf(key, h);
  const placement: Placement = [
    key,
    hand.x + (carrierOpts.flip ? 10 : -10) * s,
    hand.y + (400 - 190) * s,
    h,
    // Leaning into the flight with the one who carries them.
    { ...opts, flip: carrierOpts.flip, rotate: 16 },
  ];
  const [, cx, base] = carrier;
  return {
    placement,
    arm: (doc) =>
      wrapFigure([nearArm(doc, who, 'carry', view)], cx, base, scaleOf(who, height), carrierOpts),
  };
}

/** Several figures: every halo first, then every body, so no halo paints over a neighbour. */
export function group(doc: Doc, items: readonly Placement[]): string {
  const halos = items
    .map(([k, x, b, h, o = {}]) => figure(doc, k, x, b, h, { ...o, glow: 'only' }))
    .join('');
  return (
    halos +
    items.map(([k, x, b, h, o = {}]) => figure(doc, k, x, b, h, { ...o, glow: 'none' })).join('')
  );
}

export function falcon(
  doc: Doc,
  x: number,
  y: number,
  size: number,
  color = '#1c1208',
  stroke: string = C.gold,
): string {
  return `<use href="#${shapeId(doc, 'falcon')}" transform="translate(${n(x)} ${n(y)}) scale(${scaled(size / 120)})" fill="${color}" stroke="${stroke}" stroke-width="1.5"/>`;
}

export function caravan(doc: Doc, w: number, y: number, size: number, color = '#1a1008'): string {
  const camel = shapeId(doc, 'camel');
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    out += `<use href="#${camel}" transform="translate(${n(w * 0.2 + i * size * 1.1)} ${n(y)}) scale(${scaled(size / 72)})" fill="${color}"/>`;
  }
  return out;
}

/**
 * Figures in a line holding hands (the `join` pose): each one's near hand meets the next one's far
 * hand. The line is centred at cx with the feet at base, as tall as fits `width` (at most maxH), and
 * a light shines where guardians' hands meet.
 */
export function handInHand(
  doc: Doc,
  members: readonly { key: FigureKey; opts: FigureOptions }[],
  cx: number,
  base: number,
  width: number,
  maxH: number,
): { placements: Placement[]; joints: string } {
  const spans = members.map(({ key, opts }) => {
    const view = opts.view ?? 'front';
    const k = scaleOf(key, 400);
    return {
      k,
      left: (100 - handAt(key, 'join', view, true).x) * k,
      right: (handAt(key, 'join', view).x - 100) * k,
    };
  });
  const total = spans.reduce((sum, span) => sum + span.left + span.right, 0);
  const height = Math.min(maxH, (width / total) * 400);
  const s = height / 400;
  let x = cx - (total * s) / 2;
  const placements = members.map(({ key, opts }, i): Placement => {
    const span = spans[i]!;
    x += span.left * s;
    const at = x;
    x += span.right * s;
    return [key, at, base, height, { ...opts, pose: 'join', view: opts.view ?? 'front' }];
  });
  let joints = '';
  placements.slice(0, -1).forEach((placement, i) => {
    const [key, , , , opts = {}] = placement;
    // Ordinary people only hold hands; guardians' joined hands shine.
    if ((FIGURES[key] as FigureStyle).plain || (FIGURES[members[i + 1]!.key] as FigureStyle).plain)
      return;
    const p = pointOf(placement, handAt(key, 'join', opts.view ?? 'front'));
    joints += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(height * 0.07)}" fill="url(#${doc.glow('#fff7d6', 0.95)})"/>`;
  });
  return { placements, joints };
}
