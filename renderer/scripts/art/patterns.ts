import { C } from './palette.js';
import { rng } from './random.js';
import { khatam } from './shapes.js';
import { hexId, n, type Doc } from './svg.js';

export function patStar(doc: Doc, color: string = C.gold, size = 64): string {
  const id = `ps${hexId(color)}${size}`;
  return doc.need(id, () => {
    const h = size / 2;
    return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><g fill="none" stroke="${color}" stroke-width="1.2">${khatam(h, h, size * 0.3, '').replace('<g ', '<g')}<path d="M0 0L${n(h * 0.45)} ${n(h * 0.45)}M${size} 0L${n(size - h * 0.45)} ${n(h * 0.45)}M0 ${size}L${n(h * 0.45)} ${n(size - h * 0.45)}M${size} ${size}L${n(size - h * 0.45)} ${n(size - h * 0.45)}"/><circle cx="${n(h)}" cy="${n(h)}" r="${n(size * 0.08)}"/></g></pattern>`;
  });
}

export function patLattice(doc: Doc, color: string = C.pearl, size = 48): string {
  const id = `pl${hexId(color)}${size}`;
  return doc.need(id, () => {
    const h = size / 2;
    return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><g fill="none" stroke="${color}" stroke-width="1"><circle cx="0" cy="0" r="${h}"/><circle cx="${size}" cy="0" r="${h}"/><circle cx="0" cy="${size}" r="${h}"/><circle cx="${size}" cy="${size}" r="${h}"/><circle cx="${h}" cy="${h}" r="${h}"/></g></pattern>`;
  });
}

export function patStars(doc: Doc): string {
  return doc.need('pstars', () => {
    const r = rng(42);
    let dots = '';
    for (let i = 0; i < 22; i += 1) {
      dots += `<circle cx="${n(r() * 220)}" cy="${n(r() * 220)}" r="${n(0.6 + r() * 1.3)}" opacity="${n(0.4 + r() * 0.6)}"/>`;
    }
    return `<pattern id="pstars" width="220" height="220" patternUnits="userSpaceOnUse"><g fill="#fff">${dots}</g></pattern>`;
  });
}

export function patWindows(doc: Doc): string {
  return doc.need(
    'pwin',
    () =>
      `<pattern id="pwin" width="14" height="18" patternUnits="userSpaceOnUse"><rect x="4" y="5" width="4" height="6" fill="${C.goldLight}" opacity=".55"/></pattern>`,
  );
}

export function patRain(doc: Doc): string {
  return doc.need(
    'prain',
    () =>
      `<pattern id="prain" width="40" height="60" patternUnits="userSpaceOnUse"><path d="M30 4l-8 18M12 34l-8 18" stroke="#bae6fd" stroke-width="2" stroke-linecap="round" opacity=".7"/></pattern>`,
  );
}

/** A w x h rectangle filled with a pattern at the given opacity. */
export const overlay = (w: number, h: number, pattern: string, opacity: number): string =>
  `<rect width="${n(w)}" height="${n(h)}" fill="url(#${pattern})" opacity="${opacity}"/>`;
