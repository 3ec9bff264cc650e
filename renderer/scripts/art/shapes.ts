import { n, type Doc } from './svg.js';

/** Points of an eight-point star (two overlapping squares). */
export function star8Points(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const a = (Math.PI / 8) * i - Math.PI / 2;
    const rad = i % 2 === 0 ? r : r * 0.76;
    pts.push(`${n(cx + rad * Math.cos(a))} ${n(cy + rad * Math.sin(a))}`);
  }
  return pts.join(' ');
}

export const star8 = (cx: number, cy: number, r: number, attrs: string): string =>
  `<polygon points="${star8Points(cx, cy, r)}" ${attrs}/>`;

/** The khatam: two squares turned 45 degrees against each other. */
export const khatam = (cx: number, cy: number, r: number, attrs: string): string => {
  const s = r * Math.SQRT1_2;
  return `<g ${attrs}><rect x="${n(cx - s)}" y="${n(cy - s)}" width="${n(2 * s)}" height="${n(2 * s)}"/><rect x="${n(cx - s)}" y="${n(cy - s)}" width="${n(2 * s)}" height="${n(2 * s)}" transform="rotate(45 ${n(cx)} ${n(cy)})"/></g>`;
};

/** Reusable shapes, defined once per document and placed with <use>. */
const SHAPES = {
  flame: '<path id="flame" d="M0 -22C9 -11 16 -3 12 9C9 18 -9 18 -12 9C-15 -2 -5 -7 0 -22Z"/>',
  leaf: '<path id="leaf" d="M0 -22C16 -10 16 10 0 22C-16 10 -16 -10 0 -22ZM0 -14V18" />',
  wave: '<path id="wave" d="M-20 6C-12 -12 4 -14 8 -2C2 -6 -6 -2 -4 6C0 14 14 10 20 -4V14H-20Z"/>',
  star: `<polygon id="star" points="${star8Points(0, 0, 20)}"/>`,
  crown: '<path id="crown" d="M-19 12V-8L-9 2L0 -16L9 2L19 -8V12Z"/>',
  sun: '<path id="sun" d="M0 -9A9 9 0 1 1 0 9A9 9 0 1 1 0 -9ZM0 -22V-13M0 13V22M-22 0H-13M13 0H22M-15 -15L-10 -10M15 15L10 10M-15 15L-10 10M15 -15L10 -10"/>',
  falcon:
    '<path id="falcon" d="M0 -4Q-4 -12 2 -14Q8 -12 6 -4Q24 -22 60 -20Q34 -8 22 6Q10 8 6 14L10 30L0 24L-10 30L-6 14Q-10 8 -22 6Q-34 -8 -60 -20Q-24 -22 -4 -4Z"/>',
  camel:
    '<path id="camel" d="M2 0L5 -26Q2 -38 12 -44Q18 -58 28 -48Q34 -60 42 -48Q48 -42 52 -40Q56 -54 62 -58L70 -56L72 -52L64 -48Q62 -36 58 -30L56 0H52L50 -24H40L38 0H34L32 -24H16L14 0H10L11 -24Z"/>',
  palm: '<g id="palm"><path d="M46 200Q40 130 52 60L58 60Q50 130 56 200Z"/><path d="M55 62Q20 40 0 62Q26 46 52 66ZM55 62Q90 38 112 60Q84 46 58 66ZM55 60Q40 20 14 16Q42 30 52 64ZM55 60Q72 18 100 14Q72 32 58 64ZM55 60Q54 24 58 4Q64 30 58 62Z"/></g>',
  dhow: '<g id="dhow"><path d="M-60 0Q0 18 64 -6L58 -14H-70Z"/><path d="M-6 -14V-120L-2 -120V-14Z"/><path d="M-4 -118Q40 -70 46 -20L-4 -20Z" opacity=".85"/></g>',
  tomb: '<g id="tomb"><path d="M0 0V-150H12V-166H24V-180H40V-192H120V-180H136V-166H148V-150H160V0Z"/><path d="M56 0V-70H104V0ZM50 -78H110V-86H50ZM28 -120H132V-126H28ZM70 -104L80 -116L90 -104Z" fill="#120a06" opacity=".75"/></g>',
  hand: '<path id="hand" d="M-14 30V0Q-18 -6 -16 -20Q-14 -24 -10 -20V-34Q-8 -38 -4 -34V-40Q-2 -44 2 -40V-36Q4 -40 8 -36V-22Q10 -28 14 -24V6Q14 22 6 30Z"/>',
} as const;

export type ShapeName = keyof typeof SHAPES;

/** Defines the shape in the document (once) and returns its id for <use href>. */
export const shapeId = (doc: Doc, name: ShapeName): ShapeName => {
  doc.need(`shape-${name}`, () => SHAPES[name]);
  return name;
};
