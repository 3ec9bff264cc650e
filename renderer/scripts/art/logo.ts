import { C } from './palette.js';
import { khatam, star8 } from './shapes.js';
import { Doc, n, scaled } from './svg.js';

function logoBody(size: number): string {
  const c = size / 2;
  const r = size * 0.46;
  let body = `<circle cx="${c}" cy="${c}" r="${n(r)}" fill="${C.night}"/>`;
  body += star8(c, c, r * 0.98, `fill="${C.gold}"`);
  body += star8(c, c, r * 0.84, `fill="${C.night}"`);
  body += khatam(
    c,
    c,
    r * 0.72,
    `fill="none" stroke="${C.pearl}" stroke-width="${n(size * 0.012)}"`,
  );
  const s = size / 512;
  body += `<path transform="translate(${n(c - 256 * s)} ${n(c - 256 * s)}) scale(${scaled(s, 1000)})" d="M256 140L350 360H310L290 312H222L202 360H162ZM256 214L234 276H278Z" fill="${C.gold}"/>`;
  body += `<circle cx="${c}" cy="${n(c - r * 0.52)}" r="${n(size * 0.025)}" fill="${C.goldLight}"/>`;
  return body;
}

/** The emblem at `size` pixels: the site logo (512) and the favicon (64). */
export const logo = (size: number): string =>
  new Doc().svg(size, size, 'Abtal Universe', logoBody(size));
