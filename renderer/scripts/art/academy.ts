import { C } from './palette.js';
import { overlay, patStar } from './patterns.js';
import { star8 } from './shapes.js';
import { Doc, rect } from './svg.js';

/** Line icons of the academy courses, drawn around (0, 0). */
export const ACADEMY_ICONS = {
  production:
    '<rect x="-120" y="-40" width="240" height="150" rx="8"/><path d="M-120 -40L-110 -100L126 -70L120 -40ZM-70 -94L-84 -46M0 -84L-14 -40M70 -76L56 -40"/><path d="M-80 20H80M-80 60H40"/>',
  cinematography:
    '<rect x="-130" y="-20" width="190" height="120" rx="12"/><circle cx="-70" cy="-70" r="48"/><circle cx="20" cy="-70" r="48"/><path d="M60 20L140 -20V120L60 80Z"/>',
  writing:
    '<rect x="-120" y="-110" width="170" height="220" rx="6"/><path d="M-90 -60H20M-90 -20H20M-90 20H0M-90 60H-20"/><path d="M140 -130L40 60L30 100L60 72L160 -118Z"/>',
  'ai-tech':
    '<rect x="-80" y="-80" width="160" height="160" rx="14"/><rect x="-40" y="-40" width="80" height="80"/><path d="M-50 -80V-120M0 -80V-120M50 -80V-120M-50 80V120M0 80V120M50 80V120M-80 -50H-120M-80 0H-120M-80 50H-120M80 -50H120M80 0H120M80 50H120"/>',
  'virtual-production':
    '<path d="M-160 -90Q0 -140 160 -90V90Q0 40 -160 90Z"/><path d="M-160 0Q0 -50 160 0M-80 -112V62M0 -116V50M80 -112V62"/><rect x="-30" y="80" width="60" height="40" rx="6"/>',
  'cultural-studies':
    '<path d="M-60 120V-30Q-60 -110 0 -140Q60 -110 60 -30V120Z"/><path d="M-30 120V-10Q0 -60 30 -10V120"/><path d="M-120 120H120"/><circle cx="0" cy="-150" r="10"/>',
  'digital-rights':
    '<path d="M0 -140L110 -100V0Q110 90 0 140Q-110 90 -110 0V-100Z"/><rect x="-40" y="-10" width="80" height="70" rx="8"/><path d="M-24 -10V-40Q0 -70 24 -40V-10"/>',
  'audio-sound':
    '<path d="M-110 40V0Q-110 -110 0 -110Q110 -110 110 0V40"/><rect x="-130" y="20" width="50" height="90" rx="14"/><rect x="80" y="20" width="50" height="90" rx="14"/><path d="M-50 60V20M-25 80V0M0 100V-20M25 80V0M50 60V20"/>',
  robotics:
    '<path d="M-120 120H20M-70 120V80H-10V120M-40 80L-60 -20L40 -80L110 -30"/><circle cx="-60" cy="-20" r="18"/><circle cx="40" cy="-80" r="18"/><path d="M110 -30L140 -50M110 -30L130 0"/>',
  journalism:
    '<rect x="-40" y="-130" width="80" height="140" rx="40"/><path d="M-70 -20Q-70 60 0 60Q70 60 70 -20M0 60V120M-50 120H50"/><path d="M-150 -60H-90M-150 -20H-90M90 -60H150M90 -20H150"/>',
  'ethics-leadership':
    '<path d="M0 -130V120M-70 120H70M-130 -90H130"/><path d="M-130 -90L-170 10H-90ZM130 -90L90 10H170Z"/><path d="M-170 10Q-130 50 -90 10M90 10Q130 50 170 10"/>',
} as const;

export type AcademyImage = keyof typeof ACADEMY_ICONS;

const ACADEMY_TONES = [
  '#1e1450',
  '#172554',
  '#3b0764',
  '#0c4a6e',
  '#1e3a8a',
  '#4a1d1d',
  '#14532d',
  '#312e81',
  '#1f2937',
  '#3f1d38',
  '#422006',
];

/** A course picture: its icon on a tinted star field; `index` picks the tint. */
export function academyImage(key: AcademyImage, index: number): string {
  const doc = new Doc();
  const W = 800;
  const H = 450;
  const tone = ACADEMY_TONES[index % ACADEMY_TONES.length] ?? C.night2;
  let body =
    rect(W, H, `url(#${doc.lin([C.night, tone], true)})`) +
    overlay(W, H, patStar(doc, C.gold, 56), 0.1);
  body += `<circle cx="400" cy="225" r="200" fill="url(#${doc.glow(C.purple, 0.55)})"/>`;
  body += star8(400, 225, 190, `fill="none" stroke="${C.gold}" stroke-width="1.5" opacity=".45"`);
  body += `<g transform="translate(400 225)" fill="none" stroke="${C.gold}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round">${ACADEMY_ICONS[key]}</g>`;
  const label = key.replace(/-/g, ' ');
  return doc.svg(W, H, `Abtal Academy course: ${label}`, body);
}
