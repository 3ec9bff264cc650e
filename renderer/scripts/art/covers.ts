import type {
  CastName,
  EffectName,
  SceneName,
} from '../../../shared/content/comic-script.schemas.js';
import { effect } from './effects.js';
import { falcon, figure, group, isFigureKey, type FigureKey } from './figures.js';
import { letteringLine, letteringWidth, outlined } from './font.js';
import { arabicLine, arabicWidth } from './arabic-font.js';
import { C } from './palette.js';
import { scene } from './scenery.js';
import { star8 } from './shapes.js';
import { Doc, border, n } from './svg.js';
import { wrap } from './text.js';

interface CoverSpec {
  issue: string;
  bg: SceneName;
  fx?: EffectName[];
  fig: CastName[];
  /** A huge figure looming behind the heroes. */
  giant?: FigureKey;
  /** A title for a comic outside the catalogue. */
  title?: string;
}

export const COVERS: Readonly<Record<string, CoverSpec>> = {
  'origins-1': {
    issue: 'No. 1',
    bg: 'desert-night',
    fx: ['sparks'],
    fig: ['falqan', 'nazra', 'asad', 'jalal', 'fahd'],
  },
  'guardians-2': { issue: 'No. 2', bg: 'storm', fx: ['eyes'], fig: ['nazra', 'jalal', 'falqan'] },
  'mars-chronicles-3': { issue: 'No. 3', bg: 'mars', fig: ['fahd'] },
  'jalal-origins': {
    issue: 'Special 1',
    bg: 'desert-dawn',
    fx: ['fire'],
    fig: ['jalal', 'falcon'],
  },
  'nazra-origins': { issue: 'Special 2', bg: 'oasis', fx: ['roots'], fig: ['nazra'] },
  'unity-crossover': {
    issue: 'Crossover',
    bg: 'rocks-eclipse',
    fx: ['haze'],
    fig: ['falqan', 'nazra', 'asad', 'jalal', 'fahd'],
    giant: 'eclipse',
  },
  'dubai-guardians': {
    issue: 'EP 001',
    bg: 'city-night',
    fx: ['light'],
    fig: ['saqr', 'noor'],
    title: 'Guardians of Dubai',
  },
};

/** The title a comic's cover and pages carry: the catalogue title, else the cover's own. */
export const comicTitle = (titles: ReadonlyMap<string, string>, id: string): string | undefined =>
  titles.get(id) ?? COVERS[id]?.title;

/** "أبطال · HEROES OF THE ARAB WORLD" centred on x: the Arabic word in Lalezar, then Bangers. */
function tagline(x: number, y: number): string {
  const arabic = 'أبطال';
  const latin = ' · HEROES OF THE ARAB WORLD';
  const arSize = 23;
  const size = 20;
  const left = x - (arabicWidth(arabic, arSize) + letteringWidth(latin, size)) / 2;
  return (
    arabicLine(arabic, left, y, arSize, 'end', C.pearl) +
    letteringLine(latin, left + arabicWidth(arabic, arSize), y, size, 'start', C.pearl)
  );
}

export function cover(spec: CoverSpec, title: string): string {
  const doc = new Doc();
  const W = 600;
  const H = 900;
  let body = scene(doc, spec.bg, W, H);
  for (const fx of spec.fx ?? []) body += effect(doc, fx, W, H);
  if (spec.giant)
    body += `<g opacity=".9">${figure(doc, spec.giant, W / 2, H * 0.95, H * 0.9)}</g>`;
  const people = spec.fig.filter(isFigureKey);
  const figH = people.length > 3 ? 280 : people.length > 1 ? 330 : 520;
  const span = people.length > 3 ? W * 0.84 : W;
  const mid = (people.length - 1) / 2;
  body += group(
    doc,
    people.map((key, i) => [
      key,
      (W - span) / 2 + (span / people.length) * (i + 0.5),
      H * 0.86 - Math.abs(i - mid) * 24,
      figH * (i === Math.round(mid) && people.length > 1 ? 1.1 : 1),
      { flip: people.length > 1 && i > mid, view: 'three-quarter' },
    ]),
  );
  if (spec.fig.includes('falcon')) body += falcon(doc, W * 0.72, H * 0.34, 180);
  // Masthead
  body += `<rect width="${W}" height="120" fill="url(#${doc.lin(['#0b0a1a', '#0b0a1acc', '#0b0a1a00'])})"/>`;
  body += letteringLine('ABTAL UNIVERSE', W / 2, 64, 54, 'middle', C.gold, outlined(54, 3));
  body += `<path d="M40 80H560" stroke="${C.gold}" stroke-width="2"/>${star8(300, 80, 9, `fill="${C.gold}"`)}`;
  body += tagline(W / 2, 106);
  // Issue badge
  body += `<g transform="translate(520 160)">${star8(0, 0, 50, `fill="${C.gold}" stroke="${C.ink}" stroke-width="3"`)}${letteringLine(spec.issue.toUpperCase(), 0, 7, spec.issue.length > 6 ? 17 : 22, 'middle', C.inkText)}</g>`;
  // Title: "Kicker: Main" sets the kicker small above the main title.
  const colon = title.indexOf(':');
  const kicker = colon >= 0 ? title.slice(0, colon) : '';
  const main = colon >= 0 ? title.slice(colon + 1).trimStart() : title;
  const size = 72;
  const lines = wrap(main.toUpperCase(), size, W - 60, false, letteringWidth);
  const blockH = lines.length * size * 0.95 + (kicker ? 44 : 0) + 50;
  body += `<rect y="${n(H - blockH - 40)}" width="${W}" height="${n(blockH + 40)}" fill="url(#${doc.lin(['#0b0a1a00', '#0b0a1aee', '#0b0a1a'])})"/>`;
  let ty = H - blockH + 10;
  if (kicker) {
    body += letteringLine(
      kicker.toUpperCase(),
      W / 2,
      ty + 16,
      36,
      'middle',
      C.pearl,
      outlined(36, 2),
    );
    ty += 44;
  }
  lines.forEach((l, i) => {
    body += letteringLine(
      l,
      W / 2,
      ty + size * 0.9 + i * size * 0.95,
      size,
      'middle',
      C.gold,
      outlined(size, 4),
    );
  });
  body += border(W, H, 6, 3);
  return doc.svg(W, H, `${title}: cover`, body);
}
