import { C } from './palette.js';

/** A coordinate or length with at most one decimal, never "-0". */
export const n = (v: number): string => {
  // Tenths only where they show: a tenth of a unit is invisible on coordinates of 50 and more.
  const r = Math.abs(v) >= 50 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** A scale factor rounded to the given number of decimals through n(), as the art has always been. */
export const scaled = (v: number, precision: 100 | 1000 = 100): number =>
  // Through whole numbers, so 38.3 / 100 prints as 0.383 and not 0.38299999999999995.
  Math.round(Number(n(v * precision)) * 10) / (precision * 10);

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const hexId = (color: string): string => color.replace(/[^0-9a-z]/gi, '');

export const rect = (w: number, h: number, fill: string, extra = ''): string =>
  `<rect width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

/** One SVG document: collects shared definitions (gradients, patterns, shapes) while it is drawn. */
export class Doc {
  private readonly defs = new Map<string, string>();
  private uid = 0;

  need(id: string, make: () => string): string {
    if (!this.defs.has(id)) this.defs.set(id, make());
    return id;
  }

  next(prefix: string): string {
    this.uid += 1;
    return `${prefix}${this.uid}`;
  }

  /** Vertical (or horizontal) linear gradient through the given colours. */
  lin(colors: readonly string[], horizontal = false): string {
    const id = `l${horizontal ? 'h' : ''}${colors.map(hexId).join('')}`;
    return this.need(id, () => {
      const stops = colors
        .map((c, i) => `<stop offset="${n((i / (colors.length - 1)) * 100)}%" stop-color="${c}"/>`)
        .join('');
      return `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops}</linearGradient>`;
    });
  }

  /** Radial glow: colour at the centre fading to transparent. */
  glow(color: string, opacity = 0.75): string {
    const id = `g${hexId(color)}${Math.round(opacity * 100)}`;
    return this.need(
      id,
      () =>
        `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
  }

  /** A clip path of a w x h box at the origin, under a fresh id. */
  clip(prefix: string, w: number, h: number): string {
    const id = this.next(prefix);
    return this.need(
      id,
      () => `<clipPath id="${id}"><rect width="${n(w)}" height="${n(h)}"/></clipPath>`,
    );
  }

  svg(w: number, h: number, title: string, body: string): string {
    // Clip to the view box: shown in a box of another aspect ratio, nothing drawn outside may peek in.
    this.need('vb', () => `<clipPath id="vb"><rect width="${w}" height="${h}"/></clipPath>`);
    const defs = `<defs>${[...this.defs.values()].join('')}</defs>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title>${defs}<g clip-path="url(#vb)">${body}</g></svg>\n`;
  }
}

/** A gold-framed box at (x, y) whose contents are clipped to it. */
export function frameBox(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  inner: string,
): string {
  const clip = doc.clip('f', w, h);
  return `<g transform="translate(${n(x)} ${n(y)})"><g clip-path="url(#${clip})">${inner}</g><rect width="${n(w)}" height="${n(h)}" fill="none" stroke="${C.gold}" stroke-width="3"/></g>`;
}

/** The thin gold border around a whole image. */
export const border = (w: number, h: number, inset: number, width: number): string =>
  `<rect x="${inset}" y="${inset}" width="${w - inset * 2}" height="${h - inset * 2}" fill="none" stroke="${C.gold}" stroke-width="${width}"/>`;
