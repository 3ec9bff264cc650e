import type { SceneName } from '../../../shared/content/comic-script.schemas.js';
import { C } from './palette.js';
import { overlay, patLattice, patStars, patWindows } from './patterns.js';
import { rng } from './random.js';
import { shapeId, star8 } from './shapes.js';
import { n, rect, scaled, type Doc } from './svg.js';

// Scenery is drawn in a local box 0..w x 0..h.

function dunes(
  w: number,
  h: number,
  colors: readonly string[],
  top = 0.62,
  amp = 0.06,
  seed = 1,
): string {
  const r = rng(seed);
  let out = '';
  colors.forEach((color, i) => {
    const y = h * (top + i * 0.1);
    const a = h * amp * (0.6 + r());
    const p = r() * 0.3;
    out += `<path d="M0 ${n(y)}Q${n(w * (0.15 + p))} ${n(y - a)} ${n(w * (0.4 + p))} ${n(y)}T${n(w * (0.9 + p))} ${n(y)}T${n(w * 1.4)} ${n(y)}V${n(h)}H0Z" fill="${color}"/>`;
  });
  return out;
}

export function moon(doc: Doc, x: number, y: number, r: number, color = '#f5e9c8'): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.6)}" fill="url(#${doc.glow(color, 0.35)})"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/><circle cx="${n(x + r * 0.45)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.85)}" fill="${C.night2}" opacity=".9"/>`;
}

/** The skyline of Dubai in an 800x400 box, ground at y=400. */
function skylineSymbol(doc: Doc): string {
  return doc.need('skyline', () => {
    const burj =
      'M397 0H403L405 58L411 62L413 122L421 126L423 190L433 196L435 262L445 268L447 400H353L355 268L365 262L367 196L377 190L379 126L387 122L389 62L395 58Z';
    const sail = 'M598 400L603 180L611 178Q668 230 686 400ZM606 180V150H610V178Z';
    const frame = 'M86 400V228H150V400H140V240H96V400Z';
    const emirates = 'M198 400V205L228 168V400ZM236 400V220L258 192V400Z';
    let blocks = '';
    const r = rng(9);
    for (let x = 0; x < 800; x += 26 + Math.floor(r() * 14)) {
      if ((x > 340 && x < 460) || (x > 590 && x < 690)) continue;
      const h = 60 + r() * (x > 260 && x < 560 ? 190 : 130);
      blocks += `M${x} 400V${n(400 - h)}H${x + 22}V400Z`;
    }
    return `<symbol id="skyline" viewBox="0 0 800 400" preserveAspectRatio="xMidYMax slice"><path d="${blocks}${frame}${emirates}${burj}${sail}"/></symbol>`;
  });
}

export function skyline(
  doc: Doc,
  w: number,
  h: number,
  heightFrac: number,
  fill: string,
  windows: boolean,
): string {
  const id = skylineSymbol(doc);
  const sh = h * heightFrac;
  let out = `<use href="#${id}" x="0" y="${n(h - sh)}" width="${n(w)}" height="${n(sh)}" fill="${fill}"/>`;
  if (windows)
    out += `<use href="#${id}" x="0" y="${n(h - sh)}" width="${n(w)}" height="${n(sh)}" fill="url(#${patWindows(doc)})"/>`;
  return out;
}

function palms(
  doc: Doc,
  w: number,
  h: number,
  count: number,
  ground: number,
  color: string,
  seed = 3,
): string {
  const palm = shapeId(doc, 'palm');
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const ph = h * (0.35 + r() * 0.25);
    const x = (w / count) * (i + 0.2 + r() * 0.6);
    out += `<use href="#${palm}" transform="translate(${n(x - ph * 0.28)} ${n(ground - ph)}) scale(${scaled(ph / 200)})" fill="${color}"/>`;
  }
  return out;
}

function sea(w: number, h: number, top: number, colors: readonly string[]): string {
  let out = '';
  colors.forEach((color, i) => {
    const y = h * (top + i * 0.07);
    const a = 8 + i * 4;
    const step = w / 6;
    let d = `M0 ${n(y)}`;
    for (let x = 0; x < w + step; x += step)
      d += `Q${n(x + step / 4)} ${n(y - a)} ${n(x + step / 2)} ${n(y)}T${n(x + step)} ${n(y)}`;
    out += `<path d="${d}V${n(h)}H0Z" fill="${color}"/>`;
  });
  return out;
}

function rocks(doc: Doc, w: number, h: number, fill: string, dark: string): string {
  const tomb = shapeId(doc, 'tomb');
  const s = Math.min(w / 800, h / 560) * 1.4;
  return (
    `<path d="M0 ${n(h * 0.7)}Q${n(w * 0.05)} ${n(h * 0.42)} ${n(w * 0.18)} ${n(h * 0.4)}Q${n(w * 0.3)} ${n(h * 0.38)} ${n(w * 0.34)} ${n(h * 0.55)}Q${n(w * 0.4)} ${n(h * 0.7)} ${n(w * 0.46)} ${n(h * 0.72)}L${n(w * 0.62)} ${n(h * 0.72)}Q${n(w * 0.66)} ${n(h * 0.36)} ${n(w * 0.82)} ${n(h * 0.33)}Q${n(w * 0.98)} ${n(h * 0.35)} ${n(w)} ${n(h * 0.5)}V${n(h)}H0Z" fill="${fill}"/>` +
    `<use href="#${tomb}" transform="translate(${n(w * 0.72)} ${n(h * 0.74)}) scale(${scaled(s * 0.6)})" fill="${dark}"/>` +
    `<path d="M0 ${n(h * 0.8)}Q${n(w * 0.5)} ${n(h * 0.72)} ${n(w)} ${n(h * 0.8)}V${n(h)}H0Z" fill="${dark}"/>`
  );
}

function lab(doc: Doc, w: number, h: number): string {
  let out = rect(w, h, `url(#${doc.lin(['#0b1538', '#111a45'])})`);
  out += `<rect x="${n(w * 0.08)}" y="${n(h * 0.18)}" width="${n(w * 0.36)}" height="${n(h * 0.4)}" rx="6" fill="#0b0a2a" stroke="${C.blueLight}" stroke-width="3"/>`;
  out += `<rect x="${n(w * 0.08)}" y="${n(h * 0.18)}" width="${n(w * 0.36)}" height="${n(h * 0.4)}" fill="url(#${patStars(doc)})"/>`;
  out += `<circle cx="${n(w * 0.34)}" cy="${n(h * 0.3)}" r="${n(Math.min(w, h) * 0.04)}" fill="#dc5b2c"/>`;
  const sx = w * 0.52;
  const sw = w * 0.4;
  out += `<rect x="${n(sx)}" y="${n(h * 0.2)}" width="${n(sw)}" height="${n(h * 0.3)}" rx="6" fill="#06122a" stroke="${C.gold}" stroke-width="3"/>`;
  let d = `M${n(sx + 10)} ${n(h * 0.35)}`;
  for (let i = 1; i <= 24; i += 1)
    d += `L${n(sx + 10 + ((sw - 20) * i) / 24)} ${n(h * 0.35 + Math.sin(i * 1.7) * h * 0.1 * (i / 24))}`;
  out += `<path d="${d}" fill="none" stroke="${C.goldLight}" stroke-width="3"/>`;
  out += `<rect x="${n(sx)}" y="${n(h * 0.55)}" width="${n(sw)}" height="${n(h * 0.14)}" rx="6" fill="#06122a" stroke="${C.pearl}" stroke-width="2"/>`;
  out += `<circle cx="${n(sx + sw / 2)}" cy="${n(h * 0.62)}" r="${n(h * 0.05)}" fill="none" stroke="${C.pearl}" stroke-width="2"/>`;
  out += `<path d="M0 ${n(h * 0.78)}H${n(w)}V${n(h)}H0Z" fill="#070a1c"/><path d="M${n(w * 0.05)} ${n(h * 0.78)}H${n(w * 0.95)}" stroke="${C.blueLight}" stroke-width="3"/>`;
  return out;
}

/** A metro platform with a train, lit or in a blackout. */
export function metroStation(doc: Doc, w: number, h: number, dark: boolean): string {
  let out = rect(w, h, dark ? '#05060f' : `url(#${doc.lin(['#1b1440', '#2c2466'])})`);
  for (let i = 0; i < 7; i += 1) {
    const x = (w / 6) * i;
    out += `<path d="M${n(x)} ${n(h * 0.62)}Q${n(x + w / 12)} ${n(-h * 0.1)} ${n(x + w / 6)} ${n(h * 0.62)}" fill="none" stroke="${dark ? '#1a1a30' : C.gold}" stroke-width="4" opacity=".7"/>`;
  }
  out += `<rect x="${n(w * 0.02)}" y="${n(h * 0.36)}" width="${n(w * 1.1)}" height="${n(h * 0.26)}" rx="${n(h * 0.1)}" fill="${dark ? '#0d0f1c' : '#c9ced8'}"/>`;
  out += `<rect x="${n(w * 0.08)}" y="${n(h * 0.41)}" width="${n(w * 0.9)}" height="${n(h * 0.07)}" fill="${dark ? '#10142a' : '#1e3a8a'}"/>`;
  out += `<rect x="${n(w * 0.02)}" y="${n(h * 0.55)}" width="${n(w * 1.1)}" height="${n(h * 0.02)}" fill="${dark ? '#1a1a30' : C.gold}"/>`;
  out += `<path d="M0 ${n(h * 0.62)}H${n(w)}V${n(h)}H0Z" fill="${dark ? '#07070f' : '#231c4a'}"/>`;
  out += `<path d="M0 ${n(h * 0.64)}H${n(w)}" stroke="#eab308" stroke-width="5" stroke-dasharray="18 10" opacity="${dark ? 0.3 : 0.9}"/>`;
  return out;
}

function creek(doc: Doc, w: number, h: number): string {
  let out =
    rect(w, h, `url(#${doc.lin(['#0c0a2c', '#2a1b5e', '#5b3a7a'])})`) +
    overlay(w, h * 0.5, patStars(doc), 0.6);
  out += skyline(doc, w, h * 0.75, 0.45, '#0a0818', true);
  let houses = '';
  for (let x = -10; x < w; x += 70) {
    houses += `M${n(x)} ${n(h * 0.66)}V${n(h * 0.56)}H${n(x + 50)}V${n(h * 0.66)}ZM${n(x + 16)} ${n(h * 0.56)}V${n(h * 0.48)}H${n(x + 32)}V${n(h * 0.56)}Z`;
  }
  out += `<path d="${houses}" fill="#3b2a1e"/>`;
  out += sea(w, h, 0.66, ['#1e1b4b', '#172554', '#0f172a']);
  out += `<path d="M${n(w * 0.55)} ${n(h * 0.82)}h${n(w * 0.3)}l-14 14h-${n(w * 0.3 - 28)}z" fill="#6b3f1d"/><path d="M${n(w * 0.58)} ${n(h * 0.82)}v-22h${n(w * 0.24)}v22" fill="none" stroke="#a16207" stroke-width="4"/>`;
  return out;
}

/**
 * Inside a metro car: the city going by in a row of windows, a handrail with straps under the
 * ceiling, steel poles, and the benches along the wall.
 */
function carriage(doc: Doc, w: number, h: number): string {
  const top = h * 0.14;
  const bottom = h * 0.5;
  let out =
    rect(w, h, '#cbd5e1') +
    `<rect y="${n(top)}" width="${n(w)}" height="${n(bottom - top)}" fill="url(#${doc.lin(['#3b82f6', '#bae6fd'])})"/>` +
    `<g transform="translate(0 ${n(top)})">${skyline(doc, w, bottom - top, 0.8, '#334155', false)}</g>`;
  const count = Math.max(2, Math.round(w / 220));
  const step = w / count;
  let wall = `M0 ${n(top)}H${n(step * 0.08)}V${n(bottom)}H0Z`;
  let frames = '';
  let poles = '';
  let straps = '';
  for (let i = 0; i < count; i += 1) {
    const x = step * i;
    wall += `M${n(x + step * 0.92)} ${n(top)}H${n(x + step * 1.08)}V${n(bottom)}H${n(x + step * 0.92)}Z`;
    frames += `<rect x="${n(x + step * 0.08)}" y="${n(top)}" width="${n(step * 0.84)}" height="${n(bottom - top)}" rx="${n(step * 0.08)}" fill="none" stroke="#64748b" stroke-width="8"/>`;
    poles += `M${n(x + step)} 0V${n(h * 0.86)}`;
    straps += `M${n(x + step * 0.3)} ${n(h * 0.06)}v${n(h * 0.05)}M${n(x + step * 0.7)} ${n(h * 0.06)}v${n(h * 0.05)}`;
  }
  out += `<path d="${wall}" fill="#cbd5e1"/>${frames}`;
  // Benches along the wall, the floor, then the rail and the poles in front.
  out += `<rect y="${n(h * 0.66)}" width="${n(w)}" height="${n(h * 0.12)}" rx="10" fill="#1e3a8a" stroke="#0f172a" stroke-width="4"/><rect y="${n(h * 0.78)}" width="${n(w)}" height="${n(h * 0.22)}" fill="#475569"/>`;
  out += `<path d="M0 ${n(h * 0.06)}H${n(w)}${straps}" fill="none" stroke="#94a3b8" stroke-width="5"/><path d="${poles}" stroke="#e2e8f0" stroke-width="9"/>`;
  return out;
}

function underground(doc: Doc, w: number, h: number): string {
  let out = rect(w, h, '#3b2412');
  ['#4a2e16', '#5c3a1c', '#3a2410', '#2a190b'].forEach((c, i) => {
    out += `<path d="M0 ${n(h * (0.2 + i * 0.2))}Q${n(w / 2)} ${n(h * (0.14 + i * 0.2))} ${n(w)} ${n(h * (0.22 + i * 0.2))}V${n(h)}H0Z" fill="${c}"/>`;
  });
  out += `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.86)}" rx="${n(w * 0.4)}" ry="${n(h * 0.08)}" fill="url(#${doc.glow('#38bdf8', 0.9)})"/>`;
  out += `<polygon points="${n(w * 0.3)} ${n(h * 0.78)} ${n(w * 0.36)} ${n(h * 0.6)} ${n(w * 0.62)} ${n(h * 0.58)} ${n(w * 0.72)} ${n(h * 0.76)}" fill="#4b5563" stroke="#1f2937" stroke-width="4"/>`;
  return out;
}

function carving(doc: Doc, w: number, h: number): string {
  let out = rect(w, h, `url(#${doc.lin(['#b45309', '#92400e'])})`);
  out += overlay(w, h, patLattice(doc, '#fcd34d', 40), 0.12);
  const cx = w / 2;
  const cy = h * 0.62;
  const rr = Math.min(w, h) * 0.28;
  const hand = shapeId(doc, 'hand');
  for (let i = 0; i < 5; i += 1) {
    const a = -90 + i * 72;
    const x = cx + rr * Math.cos((a * Math.PI) / 180);
    const y = cy + rr * Math.sin((a * Math.PI) / 180);
    out += `<use href="#${hand}" transform="translate(${n(x)} ${n(y)}) rotate(${a + 90}) scale(${scaled(rr / 60)})" fill="#6b2f0a" stroke="#fcd34d" stroke-width="1.5" opacity=".9"/>`;
  }
  out += `<use href="#${shapeId(doc, 'flame')}" transform="translate(${n(cx)} ${n(cy)}) scale(${scaled(rr / 30)})" fill="#6b2f0a" stroke="#fcd34d" stroke-width="1.2"/>`;
  return out;
}

const SKIES = {
  night: ['#07061a', '#1a1446', '#3a2468'],
  dawn: ['#1a1446', '#7c3a6b', '#f59e0b'],
  day: ['#1e3a8a', '#3b82f6', '#bae6fd'],
  dark: ['#020208', '#0b0820', '#1a1030'],
} as const;

/** A full background of the named scene in a w x h box. */
export function scene(doc: Doc, bg: SceneName, w: number, h: number): string {
  const sky = (k: keyof typeof SKIES): string => rect(w, h, `url(#${doc.lin(SKIES[k])})`);
  const stars = (op = 0.8): string => overlay(w, h * 0.7, patStars(doc), op);
  const dhow = (x: number, y: number, fill: string): string =>
    `<use href="#${shapeId(doc, 'dhow')}" transform="translate(${n(x)} ${n(y)}) scale(${scaled(Math.min(w, h) / 500)})" fill="${fill}"/>`;
  switch (bg) {
    case 'desert-night':
      return (
        sky('night') +
        stars() +
        moon(doc, w * 0.78, h * 0.2, Math.min(w, h) * 0.07) +
        dunes(w, h, ['#2b1a3e', '#3a2240', '#24142c'], 0.62, 0.06, 2)
      );
    case 'desert-dawn':
      return (
        sky('dawn') +
        `<circle cx="${n(w * 0.3)}" cy="${n(h * 0.66)}" r="${n(Math.min(w, h) * 0.16)}" fill="#fcd34d" opacity=".9"/>` +
        dunes(w, h, ['#9a3412', '#7c2d12', '#451a03'], 0.64, 0.06, 5)
      );
    case 'desert-day':
      return (
        rect(w, h, `url(#${doc.lin(['#1e3a8a', '#60a5fa', '#fde68a'])})`) +
        `<circle cx="${n(w * 0.8)}" cy="${n(h * 0.16)}" r="${n(Math.min(w, h) * 0.07)}" fill="#fff7d6"/>` +
        dunes(w, h, ['#d97706', '#b45309', '#92400e'], 0.6, 0.07, 7)
      );
    case 'storm': {
      const r = rng(11);
      let swirls = '';
      for (let i = 0; i < 7; i += 1) {
        const cy = h * (0.1 + r() * 0.6);
        swirls += `<path d="M${n(-w * 0.1)} ${n(cy)}Q${n(w * 0.3)} ${n(cy - h * 0.15)} ${n(w * 0.6)} ${n(cy)}T${n(w * 1.2)} ${n(cy - h * 0.05)}" fill="none" stroke="#fde68a" stroke-width="${n(4 + r() * 10)}" opacity="${n(0.15 + r() * 0.25)}"/>`;
      }
      return (
        rect(w, h, `url(#${doc.lin(['#451a03', '#b45309', '#d97706'])})`) +
        swirls +
        dunes(w, h, ['#92400e', '#78350f'], 0.74, 0.05, 4)
      );
    }
    case 'city-night':
      return (
        sky('night') +
        stars() +
        moon(doc, w * 0.18, h * 0.18, Math.min(w, h) * 0.06) +
        skyline(doc, w, h, 0.62, '#06051a', true)
      );
    case 'city-dark':
      return sky('dark') + skyline(doc, w, h, 0.62, '#000', false);
    case 'city-dawn':
      return (
        sky('dawn') +
        `<circle cx="${n(w * 0.5)}" cy="${n(h * 0.7)}" r="${n(Math.min(w, h) * 0.22)}" fill="#fde68a" opacity=".8"/>` +
        skyline(doc, w, h, 0.62, '#2a1636', false)
      );
    case 'city-day':
      return (
        sky('day') +
        skyline(doc, w, h, 0.62, '#1e293b', false) +
        skyline(doc, w, h, 0.62, `url(#${doc.lin(['#334155', '#0f172a'])})`, false)
      );
    case 'city-below': {
      // Seen from high above: sand-coloured blocks in a street grid, the Creek winding through,
      // the sea along one side, a haze of height over it all, and the tallest tower's star.
      const r = rng(21);
      const cell = Math.min(w, h) / 9;
      let blocks = '';
      for (let y = cell * 0.2; y < h; y += cell)
        for (let x = cell * 0.2; x < w * 0.8; x += cell)
          if (r() > 0.18)
            blocks += `M${n(x)} ${n(y)}h${n(cell * (0.5 + r() * 0.3))}v${n(cell * (0.5 + r() * 0.3))}h${n(-cell * 0.6)}Z`;
      return (
        rect(w, h, '#c8ab7e') +
        `<path d="${blocks}" fill="#a48a63" stroke="#7c6446" stroke-width="1.5"/>` +
        `<path d="M${n(w * 0.78)} 0C${n(w * 0.72)} ${n(h * 0.4)} ${n(w * 0.86)} ${n(h * 0.6)} ${n(w * 0.8)} ${n(h)}H${n(w)}V0Z" fill="#0e7490"/>` +
        `<path d="M0 ${n(h * 0.62)}C${n(w * 0.25)} ${n(h * 0.5)} ${n(w * 0.5)} ${n(h * 0.8)} ${n(w * 0.8)} ${n(h * 0.66)}" fill="none" stroke="#0e7490" stroke-width="${n(cell * 0.4)}"/>` +
        `<circle cx="${n(w * 0.42)}" cy="${n(h * 0.36)}" r="${n(cell * 0.6)}" fill="#57534e"/>` +
        star8(w * 0.42, h * 0.36, cell * 0.35, `fill="#e7e5e4"`) +
        rect(w, h, '#e0f2fe', ' opacity=".25"')
      );
    }
    case 'tower': {
      const tw = w * 0.34;
      return (
        sky('night') +
        stars() +
        skyline(doc, w, h, 0.3, '#0a0820', true) +
        `<path d="M${n(w * 0.6)} ${n(h)}V${n(h * 0.5)}L${n(w * 0.66)} ${n(h * 0.48)}V${n(h * 0.2)}L${n(w * 0.7)} ${n(h * 0.18)}V0H${n(w * 0.74)}V${n(h * 0.18)}L${n(w * 0.78)} ${n(h * 0.2)}V${n(h * 0.48)}L${n(w * 0.6 + tw)} ${n(h * 0.5)}V${n(h)}Z" fill="#141230" stroke="${C.gold}" stroke-width="2"/>` +
        `<path d="M0 ${n(h * 0.86)}H${n(w * 0.62)}V${n(h)}H0Z" fill="#141230" stroke="${C.gold}" stroke-width="2"/>`
      );
    }
    case 'creek':
      return creek(doc, w, h);
    case 'oasis':
      return (
        rect(w, h, `url(#${doc.lin(['#13294b', '#2f6f73', '#f0c27a'])})`) +
        dunes(w, h, ['#a16207'], 0.68, 0.03, 8) +
        `<ellipse cx="${n(w * 0.5)}" cy="${n(h * 0.82)}" rx="${n(w * 0.34)}" ry="${n(h * 0.05)}" fill="#38bdf8" opacity=".85"/>` +
        palms(doc, w, h, Math.max(3, Math.round(w / 180)), h * 0.8, '#0f2e1c', 3)
      );
    case 'oasis-dry': {
      let cracks = '';
      const r = rng(5);
      for (let i = 0; i < 8; i += 1) {
        const x = r() * w;
        cracks += `M${n(x)} ${n(h * 0.8)}l${n(r() * 40 - 20)} ${n(h * 0.06)}l${n(r() * 40 - 20)} ${n(h * 0.08)}`;
      }
      return (
        rect(w, h, `url(#${doc.lin(['#7c2d12', '#ea580c', '#fcd34d'])})`) +
        dunes(w, h, ['#a16207', '#854d0e'], 0.7, 0.03, 8) +
        `<path d="${cracks}" fill="none" stroke="#451a03" stroke-width="3"/>` +
        palms(doc, w, h, Math.max(3, Math.round(w / 180)), h * 0.76, '#3f2a12', 3)
      );
    }
    case 'sea-night':
      return (
        sky('night') +
        stars() +
        moon(doc, w * 0.72, h * 0.2, Math.min(w, h) * 0.07) +
        dhow(w * 0.25, h * 0.62, '#0b0a1a') +
        sea(w, h, 0.6, ['#1e3a8a', '#1e40af', '#172554'])
      );
    case 'sea-day':
      return (
        sky('day') +
        dhow(w * 0.3, h * 0.6, '#3b2412') +
        sea(w, h, 0.58, ['#0ea5e9', '#0284c7', '#075985'])
      );
    case 'shore':
      // The sea from the beach: sand in front, foam along the water's edge.
      return (
        sky('day') +
        dhow(w * 0.3, h * 0.6, '#3b2412') +
        sea(w, h, 0.58, ['#0ea5e9', '#0284c7', '#075985']) +
        `<path d="M0 ${n(h * 0.8)}Q${n(w * 0.3)} ${n(h * 0.76)} ${n(w * 0.6)} ${n(h * 0.79)}T${n(w)} ${n(h * 0.78)}V${n(h)}H0Z" fill="#e9c98b" stroke="#f8fafc" stroke-width="6"/>`
      );
    case 'carriage':
      return carriage(doc, w, h);
    case 'rocks':
      return (
        rect(w, h, `url(#${doc.lin(['#2e1065', '#9d174d', '#f59e0b'])})`) +
        rocks(doc, w, h, '#9a3412', '#5a1f0a')
      );
    case 'rocks-eclipse':
      return (
        sky('dark') +
        stars(0.5) +
        `<circle cx="${n(w * 0.5)}" cy="${n(h * 0.24)}" r="${n(Math.min(w, h) * 0.2)}" fill="url(#${doc.glow(C.goldLight, 0.9)})"/><circle cx="${n(w * 0.5)}" cy="${n(h * 0.24)}" r="${n(Math.min(w, h) * 0.1)}" fill="#000" stroke="${C.goldLight}" stroke-width="2"/>` +
        rocks(doc, w, h, '#3b1608', '#1c0a04')
      );
    case 'space':
      return (
        rect(w, h, `url(#${doc.lin(['#05041a', '#1e1450', '#3b1f6e'])})`) +
        overlay(w, h, patStars(doc), 0.9) +
        `<circle cx="${n(w * 0.8)}" cy="${n(h * 0.2)}" r="${n(Math.min(w, h) * 0.06)}" fill="#dc5b2c"/>` +
        `<circle cx="${n(w * 0.3)}" cy="${n(h * 1.55)}" r="${n(h * 0.8)}" fill="url(#${doc.lin(['#60a5fa', '#1e3a8a'])})"/><circle cx="${n(w * 0.3)}" cy="${n(h * 1.55)}" r="${n(h * 0.82)}" fill="none" stroke="#93c5fd" stroke-width="4" opacity=".5"/>`
      );
    case 'mars':
      return (
        rect(w, h, `url(#${doc.lin(['#1a0505', '#7f1d1d', '#f97316'])})`) +
        overlay(w, h * 0.5, patStars(doc), 0.5) +
        `<circle cx="${n(w * 0.25)}" cy="${n(h * 0.16)}" r="${n(Math.min(w, h) * 0.03)}" fill="#60a5fa"/>` +
        dunes(w, h, ['#9a3412', '#7c2d12', '#450a0a'], 0.66, 0.05, 12)
      );
    case 'lab':
      return lab(doc, w, h);
    case 'metro':
      return metroStation(doc, w, h, false);
    case 'metro-dark':
      return metroStation(doc, w, h, true);
    case 'underground':
      return underground(doc, w, h);
    case 'tunnel': {
      // Arched rings of the tunnel wall, smaller and closer together towards the vanishing
      // point, and two rails running into it.
      const vx = w * 0.5;
      const vy = h * 0.5;
      let rings = '';
      for (let i = 0; i < 6; i += 1) {
        const t = 0.2 + 0.8 * (1 - i / 6) ** 1.6;
        const rx = w * 0.62 * t;
        const ry = h * 0.62 * t;
        rings += `M${n(vx - rx)} ${n(vy + ry)}V${n(vy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(vx + rx)} ${n(vy)}V${n(vy + ry)}`;
      }
      return (
        rect(w, h, `url(#${doc.lin(SKIES.dark)})`) +
        `<ellipse cx="${n(vx)}" cy="${n(vy)}" rx="${n(w * 0.1)}" ry="${n(h * 0.12)}" fill="#000"/>` +
        `<path d="${rings}" fill="none" stroke="#475569" stroke-width="5"/>` +
        `<path d="M${n(vx - w * 0.05)} ${n(vy + h * 0.12)}L${n(w * 0.18)} ${n(h)}M${n(vx + w * 0.05)} ${n(vy + h * 0.12)}L${n(w * 0.82)} ${n(h)}" stroke="#94a3b8" stroke-width="4"/>`
      );
    }
    case 'carving':
      return carving(doc, w, h);
  }
}
