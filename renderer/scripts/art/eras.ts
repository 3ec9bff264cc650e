import { caravan, group } from './figures.js';
import { C, HERO_COLORS } from './palette.js';
import { overlay, patStar } from './patterns.js';
import { scene } from './scenery.js';
import { star8 } from './shapes.js';
import { Doc, border, rect } from './svg.js';
import { GUARDIANS } from './cast.js';

/** The picture of timeline era 1, 2 or 3; `title` is the era's name. */
export function era(index: 1 | 2 | 3, title: string): string {
  const doc = new Doc();
  const W = 800;
  const H = 500;
  let body = '';
  if (index === 1) {
    body += scene(doc, 'rocks', W, H);
    body += `<circle cx="620" cy="120" r="60" fill="url(#${doc.glow('#fde68a', 0.9)})"/>`;
    body += caravan(doc, W, H * 0.86, 60, '#2a0f04');
    body += `<g opacity=".75">${group(
      doc,
      GUARDIANS.map((k, i) => [k, 120 + i * 34, 300, 110]),
    )}</g>`;
  } else if (index === 2) {
    body += scene(doc, 'desert-night', W, H);
    body += `<ellipse cx="400" cy="440" rx="260" ry="70" fill="url(#${doc.glow(C.pearl, 0.7)})"/>`;
    body += star8(400, 450, 26, `fill="${C.pearl}" opacity=".8"`);
    body += rect(W, H, `url(#${doc.lin(['#3b076444', '#0b0a1a66'])})`);
  } else {
    body += scene(doc, 'city-dawn', W, H);
    HERO_COLORS.forEach((c, i) => {
      const x = 120 + i * 140;
      body += `<path d="M${x} 430Q${x + 20} 250 ${x - 10} 60" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity=".85"/><circle cx="${x - 10}" cy="60" r="26" fill="url(#${doc.glow(c, 0.95)})"/>`;
    });
  }
  body += overlay(W, H, patStar(doc, C.gold, 64), 0.07);
  body += border(W, H, 4, 2);
  return doc.svg(W, H, title, body);
}
