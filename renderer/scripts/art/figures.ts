import type { CharacterId } from '../../../shared/content/types.js';
import { character, COSTUMES, type Pose, type View } from './character.js';
import { C } from './palette.js';
import { shapeId, type ShapeName } from './shapes.js';
import { n, scaled, type Doc } from './svg.js';

type Head = 'ghutra' | 'scarf' | 'band' | 'ears' | 'mane' | 'beak' | 'ring';

interface FigureStyle {
  /** Accent colour (outline, emblem, glow). */
  c: string;
  cape?: string;
  head: Head;
  em?: ShapeName;
  wings?: boolean;
  bright?: boolean;
  body?: string;
  /** An ordinary person: no cape, glow or eyes. */
  plain?: boolean;
  small?: boolean;
}

export const FIGURES = {
  jalal: { c: '#fb923c', cape: '#7c2d12', head: 'ghutra', em: 'flame' },
  nazra: { c: '#4ade80', cape: '#14532d', head: 'scarf', em: 'leaf' },
  falqan: { c: '#38bdf8', cape: '#0c4a6e', head: 'band', em: 'wave' },
  fahd: { c: '#a78bfa', cape: '#3b0764', head: 'ears', em: 'star' },
  asad: { c: '#fbbf24', cape: '#78350f', head: 'mane', em: 'crown' },
  saqr: { c: '#e2e8f0', cape: '#8a6a1c', head: 'beak', em: 'star', wings: true },
  noor: { c: '#fde68a', cape: '#a16207', head: 'scarf', em: 'sun', bright: true },
  eclipse: { c: '#8b5cf6', cape: '#050308', head: 'ring', body: '#050308' },
  civ: { c: '#64748b', head: 'ghutra', plain: true },
  child: { c: '#64748b', head: 'scarf', plain: true, small: true },
} satisfies Record<string, FigureStyle>;

export type FigureKey = keyof typeof FIGURES;

export const isFigureKey = (key: string): key is FigureKey => Object.hasOwn(FIGURES, key);

export interface FigureOptions {
  /** 'only' draws the halo alone, 'none' the figure without it. */
  glow?: 'only' | 'none';
  flip?: boolean;
  rotate?: number;
  capeFill?: string;
  /** For the five guardians: their pose and the angle they are seen from. */
  pose?: Pose;
  view?: View;
}

export const isGuardian = (key: FigureKey): key is CharacterId => Object.hasOwn(COSTUMES, key);

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

/** A stylised heroic silhouette, feet at (cx, base), `height` tall. */
export function figure(
  doc: Doc,
  key: FigureKey,
  cx: number,
  base: number,
  height: number,
  opts: FigureOptions = {},
): string {
  const f: FigureStyle = FIGURES[key];
  const h = f.small ? height * 0.62 : height;
  const s = h / 400;
  const parts: string[] = [];
  const glow = !f.plain && opts.glow !== 'none';
  if (glow)
    parts.push(
      `<ellipse cx="100" cy="190" rx="${f.bright ? 190 : 150}" ry="240" fill="url(#${doc.glow(f.c, f.bright ? 0.85 : 0.55)})"/>`,
    );
  if (opts.glow === 'only') return wrapFigure(parts, cx, base, s, opts);
  if (isGuardian(key)) {
    parts.push(character(doc, key, opts.pose ?? 'stand', opts.view ?? 'three-quarter'));
    return wrapFigure(parts, cx, base, s, opts);
  }
  if (f.head === 'ring') {
    parts.push(
      `<circle cx="100" cy="52" r="70" fill="url(#${doc.glow('#7c3aed', 0.9)})"/><circle cx="100" cy="52" r="44" fill="#000" stroke="${C.goldLight}" stroke-width="3"/>`,
    );
  }
  if (f.wings)
    parts.push(
      `<use href="#${shapeId(doc, 'wings')}" fill="${f.cape}" stroke="${C.gold}" stroke-width="3"/>`,
    );
  else if (!f.plain)
    parts.push(
      `<use href="#${shapeId(doc, 'cape')}" fill="${opts.capeFill ?? f.cape}" stroke="${f.c}" stroke-width="2"/>`,
    );
  if (f.head === 'mane')
    parts.push(
      `<use href="#${shapeId(doc, 'mane')}" fill="#92400e" stroke="${f.c}" stroke-width="3"/>`,
    );
  const bodyFill = f.plain ? '#1e2233' : (f.body ?? C.ink);
  parts.push(
    `<use href="#${shapeId(doc, 'body')}" fill="${bodyFill}" stroke="${f.c}" stroke-width="${f.plain ? 3 : 4}"/>`,
  );
  if (f.head === 'ghutra' || f.head === 'scarf' || f.head === 'ears' || f.head === 'beak') {
    parts.push(
      `<use href="#${shapeId(doc, f.head)}" fill="${f.plain ? '#2a3044' : '#1b1836'}" stroke="${f.c}" stroke-width="3"/>`,
    );
  }
  if (f.head === 'ghutra' && !f.plain)
    parts.push(`<path d="M77 40Q100 32 123 40" fill="none" stroke="#000" stroke-width="6"/>`);
  if (f.head === 'band')
    parts.push(`<path d="M78 44H122Q138 48 150 64" fill="none" stroke="${f.c}" stroke-width="6"/>`);
  if (!f.plain)
    parts.push(
      `<path d="M88 54H97M103 54H112" stroke="${f.c}" stroke-width="4" stroke-linecap="round"/>`,
    );
  if (f.em) {
    const em = shapeId(doc, f.em);
    const stroke = f.em === 'leaf' || f.em === 'sun' ? ` stroke="${f.c}" stroke-width="2.5"` : '';
    parts.push(`<use href="#${em}" transform="translate(100 126)" fill="${f.c}"${stroke}/>`);
  }
  return wrapFigure(parts, cx, base, s, opts);
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
