import { C } from './palette.js';
import { overlay, patLattice, patStar } from './patterns.js';
import { skyline } from './scenery.js';
import { star8 } from './shapes.js';
import { Doc, border, rect } from './svg.js';
import { train } from './metro.js';

export const SECTOR_IMAGES = ['metro', 'retail', 'food'] as const;
export type SectorImage = (typeof SECTOR_IMAGES)[number];

/** The partnership sectors' pictures. */
export function sectorImage(kind: SectorImage): string {
  const doc = new Doc();
  const W = 800;
  const H = 500;
  let body =
    rect(W, H, `url(#${doc.lin([C.night, C.night2, '#2a1b5e'])})`) +
    overlay(W, H, patLattice(doc, C.pearl, 56), 0.12);
  let title: string;
  if (kind === 'metro') {
    title = 'Metro and transportation partnerships';
    body += skyline(doc, W, H, 0.6, '#07061a', true);
    body += `<path d="M0 330H800V352H0ZM160 352H186V500H160ZM600 352H626V500H600Z" fill="#2a2250"/>`;
    body += train(doc, 80, 236, 640, 96, true);
  } else if (kind === 'retail') {
    title = 'Retail and fashion partnerships';
    for (let i = 0; i < 3; i += 1) {
      const x = 120 + i * 200;
      body += `<path d="M${x} 420V200Q${x + 80} 110 ${x + 160} 200V420Z" fill="#1c1640" stroke="${C.gold}" stroke-width="3"/>`;
      body += `<path d="M${x + 20} 420V210Q${x + 80} 140 ${x + 140} 210V420Z" fill="url(#${patStar(doc, C.gold, 32)})" opacity=".5"/>`;
    }
    const bag = (x: number, y: number, s: number, c: string): string =>
      `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40 -60H40L48 40H-48Z" fill="${c}" stroke="${C.ink}" stroke-width="3"/><path d="M-18 -60Q-18 -92 0 -92Q18 -92 18 -60" fill="none" stroke="${C.gold}" stroke-width="6"/>${star8(0, -8, 20, `fill="${C.gold}"`)}</g>`;
    body += bag(300, 440, 1, '#7c3aed') + bag(400, 450, 1.2, C.blue) + bag(500, 440, 1, '#b45309');
  } else {
    title = 'Food and beverage partnerships';
    body += `<ellipse cx="400" cy="420" rx="320" ry="40" fill="#1c1640"/>`;
    body += `<g fill="${C.gold}" stroke="${C.ink}" stroke-width="3"><path d="M250 410Q210 410 214 340Q220 290 260 280L262 250Q240 240 262 226L278 212L294 226Q316 240 294 250L296 280Q336 290 342 340Q346 410 306 410Z"/><path d="M340 320Q400 300 420 250L408 246Q390 290 338 300Z"/><path d="M222 330Q180 320 186 370" fill="none" stroke-width="8" stroke="${C.gold}"/></g>`;
    for (let i = 0; i < 3; i += 1)
      body += `<path d="M${430 + i * 60} 372H${470 + i * 60}L${464 + i * 60} 410H${436 + i * 60}Z" fill="${C.pearl}" stroke="${C.ink}" stroke-width="2"/>`;
    body += `<ellipse cx="640" cy="400" rx="70" ry="22" fill="#6b3f1d" stroke="${C.gold}" stroke-width="2"/>`;
    for (let i = 0; i < 6; i += 1)
      body += `<ellipse cx="${600 + (i % 3) * 26}" cy="${388 - Math.floor(i / 3) * 14}" rx="14" ry="8" fill="#3f1d0a" stroke="#7c2d12"/>`;
    body += `<path d="M300 200Q310 170 300 140Q290 110 300 80" fill="none" stroke="${C.pearl}" stroke-width="4" opacity=".5"/>`;
  }
  body += border(W, H, 3, 2);
  return doc.svg(W, H, title, body);
}
