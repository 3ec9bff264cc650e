import { effect } from './effects.js';
import { figure } from './figures.js';
import { C } from './palette.js';
import { overlay, patStars } from './patterns.js';
import { moon, skyline } from './scenery.js';
import { khatam, star8 } from './shapes.js';
import { Doc, rect } from './svg.js';

/** The home page's featured image: Fahd above Dubai. */
export function skyPanther(): string {
  const doc = new Doc();
  const W = 800;
  const H = 1000;
  let body =
    rect(W, H, `url(#${doc.lin(['#05041a', '#1e1450', '#3b1f6e', '#1a1446'])})`) +
    overlay(W, H, patStars(doc), 0.9);
  body += moon(doc, 640, 150, 40) + `<circle cx="150" cy="220" r="22" fill="#dc5b2c"/>`;
  body += skyline(doc, W, H, 0.38, '#06051a', true);
  body += `<circle cx="400" cy="360" r="330" fill="url(#${doc.glow('#7c3aed', 0.7)})"/>`;
  body += khatam(400, 340, 260, `fill="none" stroke="${C.gold}" stroke-width="3" opacity=".7"`);
  body += star8(400, 340, 300, `fill="none" stroke="${C.pearl}" stroke-width="1.5" opacity=".5"`);
  body += `<circle cx="400" cy="340" r="190" fill="none" stroke="${C.blueLight}" stroke-width="2" opacity=".6"/>`;
  body += figure(doc, 'fahd', 400, 960, 820, { pose: 'stand', view: 'front' });
  body += effect(doc, 'sparks', W, H * 0.6);
  return doc.svg(W, H, 'Fahd Al-Samaa, the Sky Panther, above Dubai', body);
}
