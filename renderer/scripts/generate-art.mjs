#!/usr/bin/env node
// Writes every SVG under renderer/public/art (plus renderer/public/favicon.svg).
// Run: node renderer/scripts/generate-art.mjs
//
// The words lettered into the comic pages come from shared/content/comic-script.json, the same file
// shared/content/comic-pages.ts reads, so the reader text and the artwork cannot drift apart.
// Comic titles for the covers are read from shared/content/comics.ts.
// Lettering uses Verdana / DejaVu Sans metrics (the widest common sans faces) so it fits in any fallback.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const publicDir = join(root, 'renderer', 'public');
const script = JSON.parse(
  readFileSync(join(root, 'shared', 'content', 'comic-script.json'), 'utf8'),
);

const comicTitles = new Map(
  [
    ...readFileSync(join(root, 'shared', 'content', 'comics.ts'), 'utf8').matchAll(
      /id:\s*'([^']+)',\s*title:\s*'((?:[^'\\]|\\.)+)'/g,
    ),
  ].map((m) => [m[1], m[2].replace(/\\'/g, "'")]),
);

// ---------------------------------------------------------------------------------------------
// Palette and small helpers

const C = {
  night: '#0b0a1a',
  night2: '#16123a',
  ink: '#0d0b1e',
  gold: '#d4a437',
  goldLight: '#f3d27a',
  pearl: '#c9b3ea',
  purple: '#7b5cc4',
  blue: '#2747a8',
  blueLight: '#5b80e6',
  paper: '#f7edd2',
  inkText: '#1a1208',
};

const SANS = "Verdana, 'DejaVu Sans', 'Segoe UI', Arial, sans-serif";
const DISPLAY = "Impact, 'Arial Black', 'DejaVu Sans', sans-serif";

const n = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};
const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const hexId = (c) => c.replace(/[^0-9a-z]/gi, '');

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seedOf = (s) => [...s].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7);

/** Rough advance widths (em) of Verdana / DejaVu Sans, the widest common sans faces. */
function textWidth(text, size, bold = false) {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.35;
    else if ("ijlI.,;:!|'’".includes(ch)) w += 0.32;
    else if ('frt()-“”"'.includes(ch)) w += 0.45;
    else if ('mwMW'.includes(ch)) w += 0.98;
    else if (/[A-Z]/.test(ch)) w += 0.74;
    else if (/[0-9]/.test(ch)) w += 0.64;
    else w += 0.62;
  }
  return w * size * (bold ? 1.1 : 1);
}

function wrap(text, size, maxWidth, bold = false) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Document with shared definitions (gradients, patterns, reusable shapes)

class Doc {
  constructor() {
    this.defs = new Map();
    this.uid = 0;
  }
  need(id, make) {
    if (!this.defs.has(id)) this.defs.set(id, make());
    return id;
  }
  next(prefix) {
    this.uid += 1;
    return `${prefix}${this.uid}`;
  }
  /** Vertical (or horizontal) linear gradient through the given colours. */
  lin(colors, horizontal = false) {
    const id = `l${horizontal ? 'h' : ''}${colors.map(hexId).join('')}`;
    return this.need(id, () => {
      const stops = colors
        .map((c, i) => `<stop offset="${n((i / (colors.length - 1)) * 100)}%" stop-color="${c}"/>`)
        .join('');
      return `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops}</linearGradient>`;
    });
  }
  /** Radial glow: colour at the centre fading to transparent. */
  glow(color, opacity = 0.75) {
    const id = `g${hexId(color)}${Math.round(opacity * 100)}`;
    return this.need(
      id,
      () =>
        `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
  }
  svg(w, h, title, body) {
    // Clip to the view box: shown in a box of another aspect ratio, nothing drawn outside may peek in.
    this.need('vb', () => `<clipPath id="vb"><rect width="${w}" height="${h}"/></clipPath>`);
    const defs = `<defs>${[...this.defs.values()].join('')}</defs>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title>${defs}<g clip-path="url(#vb)">${body}</g></svg>\n`;
  }
}

/** Points of an eight-point star (two overlapping squares). */
function star8Points(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 16; i += 1) {
    const a = (Math.PI / 8) * i - Math.PI / 2;
    const rad = i % 2 === 0 ? r : r * 0.76;
    pts.push(`${n(cx + rad * Math.cos(a))} ${n(cy + rad * Math.sin(a))}`);
  }
  return pts.join(' ');
}
const star8 = (cx, cy, r, attrs) => `<polygon points="${star8Points(cx, cy, r)}" ${attrs}/>`;
const khatam = (cx, cy, r, attrs) => {
  const s = r * Math.SQRT1_2;
  return `<g ${attrs}><rect x="${n(cx - s)}" y="${n(cy - s)}" width="${n(2 * s)}" height="${n(2 * s)}"/><rect x="${n(cx - s)}" y="${n(cy - s)}" width="${n(2 * s)}" height="${n(2 * s)}" transform="rotate(45 ${n(cx)} ${n(cy)})"/></g>`;
};

// Patterns ---------------------------------------------------------------------------------------

function patStar(doc, color = C.gold, size = 64) {
  const id = `ps${hexId(color)}${size}`;
  return doc.need(id, () => {
    const h = size / 2;
    return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><g fill="none" stroke="${color}" stroke-width="1.2">${khatam(h, h, size * 0.3, '').replace('<g ', '<g')}<path d="M0 0L${n(h * 0.45)} ${n(h * 0.45)}M${size} 0L${n(size - h * 0.45)} ${n(h * 0.45)}M0 ${size}L${n(h * 0.45)} ${n(size - h * 0.45)}M${size} ${size}L${n(size - h * 0.45)} ${n(size - h * 0.45)}"/><circle cx="${n(h)}" cy="${n(h)}" r="${n(size * 0.08)}"/></g></pattern>`;
  });
}

function patLattice(doc, color = C.pearl, size = 48) {
  const id = `pl${hexId(color)}${size}`;
  return doc.need(id, () => {
    const h = size / 2;
    return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><g fill="none" stroke="${color}" stroke-width="1"><circle cx="0" cy="0" r="${h}"/><circle cx="${size}" cy="0" r="${h}"/><circle cx="0" cy="${size}" r="${h}"/><circle cx="${size}" cy="${size}" r="${h}"/><circle cx="${h}" cy="${h}" r="${h}"/></g></pattern>`;
  });
}

function patStars(doc) {
  return doc.need('pstars', () => {
    const r = rng(42);
    let dots = '';
    for (let i = 0; i < 22; i += 1) {
      dots += `<circle cx="${n(r() * 220)}" cy="${n(r() * 220)}" r="${n(0.6 + r() * 1.3)}" opacity="${n(0.4 + r() * 0.6)}"/>`;
    }
    return `<pattern id="pstars" width="220" height="220" patternUnits="userSpaceOnUse"><g fill="#fff">${dots}</g></pattern>`;
  });
}

function patWindows(doc) {
  return doc.need(
    'pwin',
    () =>
      `<pattern id="pwin" width="14" height="18" patternUnits="userSpaceOnUse"><rect x="4" y="5" width="4" height="6" fill="${C.goldLight}" opacity=".55"/></pattern>`,
  );
}

function patRain(doc) {
  return doc.need(
    'prain',
    () =>
      `<pattern id="prain" width="40" height="60" patternUnits="userSpaceOnUse"><path d="M30 4l-8 18M12 34l-8 18" stroke="#bae6fd" stroke-width="2" stroke-linecap="round" opacity=".7"/></pattern>`,
  );
}

function patSpots(doc) {
  return doc.need(
    'pspots',
    () =>
      `<pattern id="pspots" width="26" height="26" patternUnits="userSpaceOnUse"><rect width="26" height="26" fill="#3b0764"/><circle cx="7" cy="7" r="3" fill="#c4b5fd" opacity=".55"/><circle cx="19" cy="18" r="2.4" fill="#c4b5fd" opacity=".45"/></pattern>`,
  );
}

const overlay = (doc, w, h, pattern, opacity) =>
  `<rect width="${n(w)}" height="${n(h)}" fill="url(#${pattern})" opacity="${opacity}"/>`;

// Shapes -------------------------------------------------------------------------------------------

const SHAPES = {
  body: '<path id="body" d="M92 73A23 23 0 1 1 108 73L110 80L124 82L150 92Q160 100 162 150L168 214L155 218L148 162L141 128L134 190L141 290L148 388L121 392L108 282L100 236L92 282L79 392L52 388L59 290L66 190L59 128L52 162L45 218L32 214L38 150Q40 100 50 92L76 82L90 80Z"/>',
  cape: '<path id="cape" d="M62 86Q28 240 8 396Q100 370 192 396Q172 240 138 86Z"/>',
  wings:
    '<g id="wings"><path id="wingL" d="M66 96Q10 60 -56 86Q-20 98 -36 120Q0 116 -22 146Q14 140 2 172Q40 156 70 150Z"/><use href="#wingL" transform="matrix(-1 0 0 1 200 0)"/></g>',
  ghutra:
    '<path id="ghutra" d="M74 52Q74 22 100 21Q126 22 126 52L136 98Q118 86 100 86Q82 86 64 98Z"/>',
  scarf:
    '<path id="scarf" d="M76 54Q74 23 100 23Q126 23 124 54Q126 80 142 94Q120 88 100 87Q80 88 58 94Q74 80 76 54ZM124 62Q164 92 182 142Q150 116 130 92Z"/>',
  mane: `<polygon id="mane" points="${(() => {
    const pts = [];
    for (let i = 0; i < 18; i += 1) {
      const a = (Math.PI / 9) * i;
      const r = i % 2 ? 30 : 44;
      pts.push(`${n(100 + r * Math.cos(a))} ${n(54 + r * Math.sin(a))}`);
    }
    return pts.join(' ');
  })()}"/>`,
  ears: '<path id="ears" d="M79 42L82 12L97 30ZM121 42L118 12L103 30Z"/>',
  beak: '<path id="beak" d="M78 46Q78 22 102 22Q128 24 130 48L122 62L114 50Q100 40 86 50Z"/>',
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
};
const useShape = (doc, name) => {
  const needed = name === 'wings' ? ['wings'] : [name];
  for (const key of needed) doc.need(`shape-${key}`, () => SHAPES[key]);
  return name;
};

// Skyline of Dubai in a 800x400 box, ground at y=400.
function skylineSymbol(doc) {
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

// ---------------------------------------------------------------------------------------------
// Figures

const HEROES = {
  jalal: { c: '#fb923c', cape: '#7c2d12', head: 'ghutra', em: 'flame' },
  nazra: { c: '#4ade80', cape: '#14532d', head: 'scarf', em: 'leaf' },
  falqan: { c: '#38bdf8', cape: '#0c4a6e', head: 'band', em: 'wave' },
  fahd: { c: '#a78bfa', cape: '#3b0764', head: 'ears', em: 'star' },
  asad: { c: '#fbbf24', cape: '#78350f', head: 'mane', em: 'crown' },
  saqr: { c: '#e2e8f0', cape: '#8a6a1c', head: 'beak', em: 'star', wings: true },
  noor: { c: '#fde68a', cape: '#a16207', head: 'scarf', em: 'sun', bright: true },
  eclipse: { c: '#8b5cf6', cape: '#050308', head: 'ring', body: '#050308' },
  civ: { c: '#64748b', head: 'ghutra', plain: true },
  child: { c: '#64748b', head: 'scarf', plain: true, small: true },
};

/** Several figures: every halo first, then every body. Items are [key, cx, base, height, opts]. */
function group(doc, items) {
  const halos = items
    .map(([k, x, b, h, o = {}]) => figure(doc, k, x, b, h, { ...o, glow: 'only' }))
    .join('');
  return (
    halos +
    items.map(([k, x, b, h, o = {}]) => figure(doc, k, x, b, h, { ...o, glow: 'none' })).join('')
  );
}

/** A stylised heroic silhouette, feet at (cx, base), `height` tall. */
function figure(doc, key, cx, base, height, opts = {}) {
  const f = HEROES[key];
  const h = f.small ? height * 0.62 : height;
  const s = h / 400;
  const parts = [];
  const glow = !f.plain && opts.glow !== 'none';
  if (glow)
    parts.push(
      `<ellipse cx="100" cy="190" rx="${f.bright ? 190 : 150}" ry="240" fill="url(#${doc.glow(f.c, f.bright ? 0.85 : 0.55)})"/>`,
    );
  if (opts.glow === 'only') parts.length = glow ? 1 : 0;
  else if (f.head === 'ring') {
    parts.push(
      `<circle cx="100" cy="52" r="70" fill="url(#${doc.glow('#7c3aed', 0.9)})"/><circle cx="100" cy="52" r="44" fill="#000" stroke="${C.goldLight}" stroke-width="3"/>`,
    );
  }
  if (opts.glow === 'only') return wrapFigure(parts, cx, base, s, opts);
  if (f.wings)
    parts.push(
      `<use href="#${useShape(doc, 'wings')}" fill="${f.cape}" stroke="${C.gold}" stroke-width="3"/>`,
    );
  else if (!f.plain)
    parts.push(
      `<use href="#${useShape(doc, 'cape')}" fill="${opts.capeFill ?? f.cape}" stroke="${f.c}" stroke-width="2"/>`,
    );
  if (f.head === 'mane')
    parts.push(
      `<use href="#${useShape(doc, 'mane')}" fill="#92400e" stroke="${f.c}" stroke-width="3"/>`,
    );
  const bodyFill = f.plain ? '#1e2233' : (f.body ?? C.ink);
  parts.push(
    `<use href="#${useShape(doc, 'body')}" fill="${bodyFill}" stroke="${f.c}" stroke-width="${f.plain ? 3 : 4}"/>`,
  );
  if (['ghutra', 'scarf', 'ears', 'beak'].includes(f.head)) {
    parts.push(
      `<use href="#${useShape(doc, f.head)}" fill="${f.plain ? '#2a3044' : '#1b1836'}" stroke="${f.c}" stroke-width="3"/>`,
    );
  }
  if (f.head === 'ghutra' && !f.plain)
    parts.push(`<path d="M77 40Q100 32 123 40" fill="none" stroke="#000" stroke-width="6"/>`);
  if (f.head === 'band')
    parts.push(`<path d="M78 44H122Q138 48 150 64" fill="none" stroke="${f.c}" stroke-width="6"/>`);
  if (!f.plain)
    parts.push(
      `<path d="M88 54H97M103 54H112" stroke="${f.c}" stroke-width="4" stroke-linecap="round"/>`,
    );
  if (f.em) {
    const em = useShape(doc, f.em);
    const stroke = f.em === 'leaf' || f.em === 'sun' ? ` stroke="${f.c}" stroke-width="2.5"` : '';
    parts.push(`<use href="#${em}" transform="translate(100 126)" fill="${f.c}"${stroke}/>`);
  }
  return wrapFigure(parts, cx, base, s, opts);
}

function wrapFigure(parts, cx, base, s, opts) {
  if (!parts.length) return '';
  const flip = opts.flip ? ` translate(200 0) scale(-1 1)` : '';
  const rot = opts.rotate ? ` rotate(${opts.rotate} 100 200)` : '';
  return `<g transform="translate(${n(cx - 100 * s)} ${n(base - 400 * s)}) scale(${n(s * 1000) / 1000})${flip}${rot}">${parts.join('')}</g>`;
}

function falcon(doc, x, y, size, color = '#1c1208', stroke = C.gold) {
  return `<use href="#${useShape(doc, 'falcon')}" transform="translate(${n(x)} ${n(y)}) scale(${n((size / 120) * 100) / 100})" fill="${color}" stroke="${stroke}" stroke-width="1.5"/>`;
}

function caravan(doc, w, y, size, color = '#1a1008') {
  const camel = useShape(doc, 'camel');
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    out += `<use href="#${camel}" transform="translate(${n(w * 0.2 + i * size * 1.1)} ${n(y)}) scale(${n((size / 72) * 100) / 100})" fill="${color}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scenery, drawn in a local box 0..w x 0..h

const rect = (w, h, fill, extra = '') =>
  `<rect width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

function dunes(doc, w, h, colors, top = 0.62, amp = 0.06, seed = 1) {
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

function moon(doc, x, y, r, color = '#f5e9c8') {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.6)}" fill="url(#${doc.glow(color, 0.35)})"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/><circle cx="${n(x + r * 0.45)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.85)}" fill="${C.night2}" opacity=".9"/>`;
}

function skyline(doc, w, h, heightFrac, fill, windows) {
  const id = skylineSymbol(doc);
  const sh = h * heightFrac;
  let out = `<use href="#${id}" x="0" y="${n(h - sh)}" width="${n(w)}" height="${n(sh)}" fill="${fill}"/>`;
  if (windows)
    out += `<use href="#${id}" x="0" y="${n(h - sh)}" width="${n(w)}" height="${n(sh)}" fill="url(#${patWindows(doc)})"/>`;
  return out;
}

function palms(doc, w, h, count, ground, color, seed = 3) {
  const palm = useShape(doc, 'palm');
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const ph = h * (0.35 + r() * 0.25);
    const x = (w / count) * (i + 0.2 + r() * 0.6);
    out += `<use href="#${palm}" transform="translate(${n(x - ph * 0.28)} ${n(ground - ph)}) scale(${n((ph / 200) * 100) / 100})" fill="${color}"/>`;
  }
  return out;
}

function sea(doc, w, h, top, colors) {
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

function rocks(doc, w, h, fill, dark) {
  const tomb = useShape(doc, 'tomb');
  const s = Math.min(w / 800, h / 560) * 1.4;
  return (
    `<path d="M0 ${n(h * 0.7)}Q${n(w * 0.05)} ${n(h * 0.42)} ${n(w * 0.18)} ${n(h * 0.4)}Q${n(w * 0.3)} ${n(h * 0.38)} ${n(w * 0.34)} ${n(h * 0.55)}Q${n(w * 0.4)} ${n(h * 0.7)} ${n(w * 0.46)} ${n(h * 0.72)}L${n(w * 0.62)} ${n(h * 0.72)}Q${n(w * 0.66)} ${n(h * 0.36)} ${n(w * 0.82)} ${n(h * 0.33)}Q${n(w * 0.98)} ${n(h * 0.35)} ${n(w)} ${n(h * 0.5)}V${n(h)}H0Z" fill="${fill}"/>` +
    `<use href="#${tomb}" transform="translate(${n(w * 0.72)} ${n(h * 0.74)}) scale(${n(s * 0.6 * 100) / 100})" fill="${dark}"/>` +
    `<path d="M0 ${n(h * 0.8)}Q${n(w * 0.5)} ${n(h * 0.72)} ${n(w)} ${n(h * 0.8)}V${n(h)}H0Z" fill="${dark}"/>`
  );
}

function lab(doc, w, h) {
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

function metro(doc, w, h, dark) {
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

function creek(doc, w, h) {
  let out =
    rect(w, h, `url(#${doc.lin(['#0c0a2c', '#2a1b5e', '#5b3a7a'])})`) +
    overlay(doc, w, h * 0.5, patStars(doc), 0.6);
  out += skyline(doc, w, h * 0.75, 0.45, '#0a0818', true);
  let houses = '';
  for (let x = -10; x < w; x += 70) {
    houses += `M${n(x)} ${n(h * 0.66)}V${n(h * 0.56)}H${n(x + 50)}V${n(h * 0.66)}ZM${n(x + 16)} ${n(h * 0.56)}V${n(h * 0.48)}H${n(x + 32)}V${n(h * 0.56)}Z`;
  }
  out += `<path d="${houses}" fill="#3b2a1e"/>`;
  out += sea(doc, w, h, 0.66, ['#1e1b4b', '#172554', '#0f172a']);
  out += `<path d="M${n(w * 0.55)} ${n(h * 0.82)}h${n(w * 0.3)}l-14 14h-${n(w * 0.3 - 28)}z" fill="#6b3f1d"/><path d="M${n(w * 0.58)} ${n(h * 0.82)}v-22h${n(w * 0.24)}v22" fill="none" stroke="#a16207" stroke-width="4"/>`;
  return out;
}

function underground(doc, w, h) {
  let out = rect(w, h, '#3b2412');
  ['#4a2e16', '#5c3a1c', '#3a2410', '#2a190b'].forEach((c, i) => {
    out += `<path d="M0 ${n(h * (0.2 + i * 0.2))}Q${n(w / 2)} ${n(h * (0.14 + i * 0.2))} ${n(w)} ${n(h * (0.22 + i * 0.2))}V${n(h)}H0Z" fill="${c}"/>`;
  });
  out += `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.86)}" rx="${n(w * 0.4)}" ry="${n(h * 0.08)}" fill="url(#${doc.glow('#38bdf8', 0.9)})"/>`;
  out += `<polygon points="${n(w * 0.3)} ${n(h * 0.78)} ${n(w * 0.36)} ${n(h * 0.6)} ${n(w * 0.62)} ${n(h * 0.58)} ${n(w * 0.72)} ${n(h * 0.76)}" fill="#4b5563" stroke="#1f2937" stroke-width="4"/>`;
  return out;
}

function carving(doc, w, h) {
  let out = rect(w, h, `url(#${doc.lin(['#b45309', '#92400e'])})`);
  out += overlay(doc, w, h, patLattice(doc, '#fcd34d', 40), 0.12);
  const cx = w / 2;
  const cy = h * 0.62;
  const rr = Math.min(w, h) * 0.28;
  const hand = useShape(doc, 'hand');
  for (let i = 0; i < 5; i += 1) {
    const a = -90 + i * 72;
    const x = cx + rr * Math.cos((a * Math.PI) / 180);
    const y = cy + rr * Math.sin((a * Math.PI) / 180);
    out += `<use href="#${hand}" transform="translate(${n(x)} ${n(y)}) rotate(${a + 90}) scale(${n((rr / 60) * 100) / 100})" fill="#6b2f0a" stroke="#fcd34d" stroke-width="1.5" opacity=".9"/>`;
  }
  out += `<use href="#${useShape(doc, 'flame')}" transform="translate(${n(cx)} ${n(cy)}) scale(${n((rr / 30) * 100) / 100})" fill="#6b2f0a" stroke="#fcd34d" stroke-width="1.2"/>`;
  return out;
}

const SKIES = {
  night: ['#07061a', '#1a1446', '#3a2468'],
  dawn: ['#1a1446', '#7c3a6b', '#f59e0b'],
  day: ['#1e3a8a', '#3b82f6', '#bae6fd'],
  dark: ['#020208', '#0b0820', '#1a1030'],
};

function scene(doc, bg, w, h) {
  const sky = (k) => rect(w, h, `url(#${doc.lin(SKIES[k])})`);
  const stars = (op = 0.8) => overlay(doc, w, h * 0.7, patStars(doc), op);
  switch (bg) {
    case 'desert-night':
      return (
        sky('night') +
        stars() +
        moon(doc, w * 0.78, h * 0.2, Math.min(w, h) * 0.07) +
        dunes(doc, w, h, ['#2b1a3e', '#3a2240', '#24142c'], 0.62, 0.06, 2)
      );
    case 'desert-dawn':
      return (
        sky('dawn') +
        `<circle cx="${n(w * 0.3)}" cy="${n(h * 0.66)}" r="${n(Math.min(w, h) * 0.16)}" fill="#fcd34d" opacity=".9"/>` +
        dunes(doc, w, h, ['#9a3412', '#7c2d12', '#451a03'], 0.64, 0.06, 5)
      );
    case 'desert-day':
      return (
        rect(w, h, `url(#${doc.lin(['#1e3a8a', '#60a5fa', '#fde68a'])})`) +
        `<circle cx="${n(w * 0.8)}" cy="${n(h * 0.16)}" r="${n(Math.min(w, h) * 0.07)}" fill="#fff7d6"/>` +
        dunes(doc, w, h, ['#d97706', '#b45309', '#92400e'], 0.6, 0.07, 7)
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
        dunes(doc, w, h, ['#92400e', '#78350f'], 0.74, 0.05, 4)
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
        dunes(doc, w, h, ['#a16207'], 0.68, 0.03, 8) +
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
        dunes(doc, w, h, ['#a16207', '#854d0e'], 0.7, 0.03, 8) +
        `<path d="${cracks}" fill="none" stroke="#451a03" stroke-width="3"/>` +
        palms(doc, w, h, Math.max(3, Math.round(w / 180)), h * 0.76, '#3f2a12', 3)
      );
    }
    case 'sea-night':
      return (
        sky('night') +
        stars() +
        moon(doc, w * 0.72, h * 0.2, Math.min(w, h) * 0.07) +
        `<use href="#${useShape(doc, 'dhow')}" transform="translate(${n(w * 0.25)} ${n(h * 0.62)}) scale(${n((Math.min(w, h) / 500) * 100) / 100})" fill="#0b0a1a"/>` +
        sea(doc, w, h, 0.6, ['#1e3a8a', '#1e40af', '#172554'])
      );
    case 'sea-day':
      return (
        sky('day') +
        `<use href="#${useShape(doc, 'dhow')}" transform="translate(${n(w * 0.3)} ${n(h * 0.6)}) scale(${n((Math.min(w, h) / 500) * 100) / 100})" fill="#3b2412"/>` +
        sea(doc, w, h, 0.58, ['#0ea5e9', '#0284c7', '#075985'])
      );
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
        overlay(doc, w, h, patStars(doc), 0.9) +
        `<circle cx="${n(w * 0.8)}" cy="${n(h * 0.2)}" r="${n(Math.min(w, h) * 0.06)}" fill="#dc5b2c"/>` +
        `<circle cx="${n(w * 0.3)}" cy="${n(h * 1.55)}" r="${n(h * 0.8)}" fill="url(#${doc.lin(['#60a5fa', '#1e3a8a'])})"/><circle cx="${n(w * 0.3)}" cy="${n(h * 1.55)}" r="${n(h * 0.82)}" fill="none" stroke="#93c5fd" stroke-width="4" opacity=".5"/>`
      );
    case 'mars':
      return (
        rect(w, h, `url(#${doc.lin(['#1a0505', '#7f1d1d', '#f97316'])})`) +
        overlay(doc, w, h * 0.5, patStars(doc), 0.5) +
        `<circle cx="${n(w * 0.25)}" cy="${n(h * 0.16)}" r="${n(Math.min(w, h) * 0.03)}" fill="#60a5fa"/>` +
        dunes(doc, w, h, ['#9a3412', '#7c2d12', '#450a0a'], 0.66, 0.05, 12)
      );
    case 'lab':
      return lab(doc, w, h);
    case 'metro':
      return metro(doc, w, h, false);
    case 'metro-dark':
      return metro(doc, w, h, true);
    case 'underground':
      return underground(doc, w, h);
    case 'carving':
      return carving(doc, w, h);
    default:
      throw new Error(`Unknown scene ${bg}`);
  }
}

const HERO_COLORS = ['#fb923c', '#4ade80', '#38bdf8', '#a78bfa', '#fbbf24'];

function effect(doc, fx, w, h) {
  const r = rng(seedOf(fx) + Math.round(w + h));
  switch (fx) {
    case 'sparks': {
      let out = '';
      HERO_COLORS.forEach((c, i) => {
        const x = w * (0.12 + i * 0.18 + r() * 0.05);
        const y = h * (0.2 + r() * 0.3);
        const len = Math.min(w, h) * 0.25;
        const tail = doc.need(
          `tail${hexId(c)}`,
          () =>
            `<linearGradient id="tail${hexId(c)}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}" stop-opacity="0"/><stop offset="1" stop-color="${c}"/></linearGradient>`,
        );
        out += `<path d="M${n(x - len * 0.6)} ${n(y - len)}L${n(x)} ${n(y)}" stroke="url(#${tail})" stroke-width="5" stroke-linecap="round"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(Math.min(w, h) * 0.05)}" fill="url(#${doc.glow(c, 0.9)})"/><circle cx="${n(x)}" cy="${n(y)}" r="5" fill="#fff"/>`;
      });
      return out;
    }
    case 'fire': {
      let out = `<rect y="${n(h * 0.6)}" width="${n(w)}" height="${n(h * 0.4)}" fill="url(#${doc.lin(['#f9731600', '#f97316'])})" opacity=".6"/>`;
      const flame = useShape(doc, 'flame');
      for (let i = 0; i < 9; i += 1) {
        const s = (Math.min(w, h) / 200) * (0.8 + r() * 1.6);
        out += `<use href="#${flame}" transform="translate(${n((w / 9) * (i + r()))} ${n(h - 18 * s)}) scale(${n(s * 100) / 100})" fill="${i % 2 ? '#fbbf24' : '#f97316'}" opacity=".85"/>`;
      }
      return out;
    }
    case 'roots': {
      let d = '';
      for (let i = 0; i < 6; i += 1) {
        const x = w * (0.1 + i * 0.16);
        d += `M${n(x)} ${n(h)}C${n(x + 40)} ${n(h * 0.75)} ${n(x - 50)} ${n(h * 0.6)} ${n(x + 10)} ${n(h * (0.4 + r() * 0.15))}`;
      }
      return `<path d="${d}" fill="none" stroke="#4ade80" stroke-width="6" stroke-linecap="round" opacity=".8"/>`;
    }
    case 'water':
      return `<path d="M${n(w * 0.55)} ${n(h)}C${n(w * 0.6)} ${n(h * 0.5)} ${n(w * 0.9)} ${n(h * 0.35)} ${n(w)} ${n(h * 0.45)}C${n(w * 0.86)} ${n(h * 0.48)} ${n(w * 0.84)} ${n(h * 0.6)} ${n(w * 0.9)} ${n(h * 0.62)}V${n(h)}Z" fill="#38bdf8" opacity=".55"/>`;
    case 'quake': {
      let d = '';
      for (let i = 0; i < 4; i += 1) {
        let x = w * (0.15 + i * 0.22);
        let y = h;
        d += `M${n(x)} ${n(y)}`;
        for (let k = 0; k < 4; k += 1) {
          x += r() * 40 - 20;
          y -= h * 0.06;
          d += `L${n(x)} ${n(y)}`;
        }
      }
      return `<path d="${d}" fill="none" stroke="${C.goldLight}" stroke-width="4"/>`;
    }
    case 'light': {
      let rays = '';
      for (let i = 0; i < 14; i += 1) {
        const a = (Math.PI * 2 * i) / 14;
        rays += `M${n(w / 2)} ${n(h * 0.55)}L${n(w / 2 + Math.cos(a) * w)} ${n(h * 0.55 + Math.sin(a) * w)}L${n(w / 2 + Math.cos(a + 0.08) * w)} ${n(h * 0.55 + Math.sin(a + 0.08) * w)}Z`;
      }
      return `<path d="${rays}" fill="#fef3c7" opacity=".18"/><ellipse cx="${n(w / 2)}" cy="${n(h * 0.55)}" rx="${n(w * 0.5)}" ry="${n(h * 0.45)}" fill="url(#${doc.glow('#fef3c7', 0.55)})"/>`;
    }
    case 'haze': {
      let out = '';
      for (let i = 0; i < 6; i += 1) {
        out += `<ellipse cx="${n(r() * w)}" cy="${n(h * (0.3 + r() * 0.5))}" rx="${n(w * (0.3 + r() * 0.3))}" ry="${n(h * 0.2)}" fill="url(#${doc.glow('#3b0764', 0.8)})"/>`;
      }
      return out;
    }
    case 'eyes': {
      const y = h * 0.5;
      const s = Math.min(w, h) * 0.06;
      return `<g fill="url(#${doc.glow('#f43f5e', 0.95)})"><ellipse cx="${n(w * 0.4)}" cy="${n(y)}" rx="${n(s * 2)}" ry="${n(s)}"/><ellipse cx="${n(w * 0.6)}" cy="${n(y)}" rx="${n(s * 2)}" ry="${n(s)}"/></g><path d="M${n(w * 0.4 - s)} ${n(y)}h${n(s * 2)}M${n(w * 0.6 - s)} ${n(y)}h${n(s * 2)}" stroke="#fecdd3" stroke-width="4" stroke-linecap="round"/>`;
    }
    case 'rain':
      return overlay(doc, w, h, patRain(doc), 0.9);
    case 'unity': {
      let out = `<circle cx="${n(w / 2)}" cy="${n(h * 0.55)}" r="${n(Math.min(w, h) * 0.3)}" fill="url(#${doc.glow('#fff7d6', 0.9)})"/>`;
      ['flame', 'leaf', 'wave', 'star', 'crown'].forEach((em, i) => {
        const a = -Math.PI / 2 + (i * Math.PI * 2) / 5;
        const rr = Math.min(w, h) * 0.26;
        out += `<use href="#${useShape(doc, em)}" transform="translate(${n(w / 2 + rr * Math.cos(a))} ${n(h * 0.55 + rr * Math.sin(a))}) scale(1.6)" fill="${HERO_COLORS[i]}" stroke="${HERO_COLORS[i]}" stroke-width="1"/>`;
      });
      return out;
    }
    case 'skyours':
      return `<text x="${n(w / 2)}" y="${n(h * 0.46)}" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="${n(Math.min(w * 0.12, 72))}" fill="${C.gold}" stroke="${C.ink}" stroke-width="2" paint-order="stroke" direction="rtl">السماء لنا</text>`;
    default:
      throw new Error(`Unknown effect ${fx}`);
  }
}

/** A panel picture: scenery, effects, then figures standing on the panel's floor. */
function picture(doc, spec, w, h) {
  let out = scene(doc, spec.bg, w, h);
  for (const fx of spec.fx ?? []) if (fx !== 'skyours') out += effect(doc, fx, w, h);
  const people = (spec.fig ?? []).filter((k) => HEROES[k]);
  const count = people.length;
  if (count) {
    const figH = Math.min(h * (count > 2 ? 0.58 : 0.66), (w / count) * 1.9);
    out += group(
      doc,
      people.map((key, i) => {
        const lift = count === 5 ? Math.abs(i - 2) * figH * 0.06 : 0;
        return [
          key,
          (w / count) * (i + 0.5),
          h + figH * 0.04 - lift,
          figH * (count === 5 && i === 2 ? 1.08 : 1),
          { flip: count > 1 && i >= count / 2 },
        ];
      }),
    );
  }
  if ((spec.fig ?? []).includes('falcon'))
    out += falcon(doc, w * 0.74, h * 0.48, Math.min(w, h) * 0.32);
  if ((spec.fig ?? []).includes('caravan')) out += caravan(doc, w, h * 0.72, Math.min(w, h) * 0.14);
  if ((spec.fx ?? []).includes('skyours')) out += effect(doc, 'skyours', w, h);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Lettering

/** Splits a page text into narration captions and dialogue balloons, in reading order. */
function segmentsOf(text, wanted) {
  const parts = [];
  const re = /“([^”]+)”/g;
  let last = 0;
  let m;
  while ((m = re.exec(text))) {
    parts.push({ kind: 'caption', text: text.slice(last, m.index) });
    parts.push({ kind: 'balloon', text: m[1] });
    last = re.lastIndex;
  }
  parts.push({ kind: 'caption', text: text.slice(last) });
  const hasDialogue = parts.some((p) => p.kind === 'balloon');
  let segs = parts
    .map((p) => ({ ...p, text: p.text.trim().replace(/^[,.]\s*/, '') }))
    // In a page with dialogue, a short attribution ("she asks.") is carried by the balloon tail.
    .filter((p) => p.text && !(p.kind === 'caption' && hasDialogue && p.text.length < 40));
  segs = segs.map((p, i) => {
    if (p.kind !== 'balloon' || !p.text.endsWith(',')) return p;
    const nextText = segs[i + 1]?.text ?? '';
    return { ...p, text: p.text.slice(0, -1) + (/^[a-z]/.test(nextText) ? '...' : '.') };
  });
  // Spread a long narration over more panels, a sentence per caption.
  while (segs.length < wanted) {
    const idx = segs.findIndex((p) => p.kind === 'caption' && /[.!?]\s+\S/.test(p.text));
    if (idx < 0) break;
    const t = segs[idx].text;
    const cut = t.search(/[.!?]\s+\S/) + 1;
    segs.splice(
      idx,
      1,
      { kind: 'caption', text: t.slice(0, cut).trim() },
      { kind: 'caption', text: t.slice(cut).trim() },
    );
  }
  return segs;
}

function textBlock(lines, x, y, size, anchor, fill, weight = 'normal') {
  const lh = size * 1.28;
  const tspans = lines
    .map((l, i) => `<tspan x="${n(x)}" y="${n(y + size + i * lh)}">${esc(l)}</tspan>`)
    .join('');
  return `<text font-family="${SANS}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${tspans}</text>`;
}

/** Lays out boxes (title, captions, balloons) from the top of a panel; returns markup and used height. */
function letterPanel(items, w, size) {
  const pad = Math.round(size * 0.6);
  let y = 12;
  let out = '';
  let balloonIndex = 0;
  for (const item of items) {
    if (item.kind === 'title') {
      const ts = Math.round(size * 1.05);
      const lines = wrap(item.text.toUpperCase(), ts, w - 24 - pad * 2, true);
      const bw = Math.min(w - 24, Math.max(...lines.map((l) => textWidth(l, ts, true))) + pad * 2);
      const bh = lines.length * ts * 1.28 + pad * 1.4;
      out += `<rect x="12" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" fill="${C.gold}" stroke="${C.inkText}" stroke-width="2.5"/>`;
      out += textBlock(lines, 12 + pad, y + pad * 0.6, ts, 'start', C.inkText, 'bold');
      y += bh + 10;
    } else if (item.kind === 'caption') {
      const maxW = w - 24 - pad * 2;
      const lines = wrap(item.text, size, maxW);
      const bw = Math.min(w - 24, Math.max(...lines.map((l) => textWidth(l, size))) + pad * 2);
      const bh = lines.length * size * 1.28 + pad * 1.4;
      out += `<rect x="12" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" fill="${C.paper}" stroke="${C.inkText}" stroke-width="2"/>`;
      out += textBlock(lines, 12 + pad, y + pad * 0.6, size, 'start', C.inkText);
      y += bh + 10;
    } else {
      const maxW = Math.min(w - 40, Math.max(w * 0.78, 200)) - pad * 2.4;
      const lines = wrap(item.text, size, maxW);
      const tw = Math.max(...lines.map((l) => textWidth(l, size)));
      const bw = tw + pad * 2.4;
      const bh = lines.length * size * 1.28 + pad * 1.6;
      const right = balloonIndex % 2 === 1;
      const bx = right ? w - 16 - bw : 16;
      const cx = bx + bw / 2;
      const by = y + 4;
      out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(Math.min(bh / 2, 26))}" fill="#fff" stroke="#000" stroke-width="2.5"/>`;
      const tx = right ? bx + bw * 0.62 : bx + bw * 0.3;
      const dir = right ? 16 : -16;
      out += `<path d="M${n(tx - 12)} ${n(by + bh - 3)}L${n(tx + dir)} ${n(by + bh + 30)}L${n(tx + 12)} ${n(by + bh - 3)}" fill="#fff" stroke="#000" stroke-width="2.5" stroke-linejoin="round"/>`;
      out += textBlock(lines, cx, by + pad * 0.7, size, 'middle', '#111');
      y = by + bh + 40;
      balloonIndex += 1;
    }
  }
  return { out, height: y };
}

// ---------------------------------------------------------------------------------------------
// Writers

const written = [];
function write(rel, content) {
  const file = join(publicDir, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push({ rel, bytes: Buffer.byteLength(content) });
}

const PAGE = { w: 800, h: 1200, mx: 28, top: 28, bottom: 60, gut: 14 };
function panelRects(count) {
  const W = PAGE.w - PAGE.mx * 2;
  const H = PAGE.h - PAGE.top - PAGE.bottom;
  const g = PAGE.gut;
  const half = (W - g) / 2;
  const x0 = PAGE.mx;
  const y0 = PAGE.top;
  if (count === 2) {
    const ph = (H - g) / 2;
    return [
      [x0, y0, W, ph],
      [x0, y0 + ph + g, W, ph],
    ];
  }
  if (count === 3) {
    const top = H * 0.46;
    return [
      [x0, y0, W, top],
      [x0, y0 + top + g, half, H - top - g],
      [x0 + half + g, y0 + top + g, half, H - top - g],
    ];
  }
  if (count === 4) {
    const row = (H - 2 * g) / 3;
    return [
      [x0, y0, W, row],
      [x0, y0 + row + g, half, row],
      [x0 + half + g, y0 + row + g, half, row],
      [x0, y0 + 2 * (row + g), W, row],
    ];
  }
  throw new Error(`Unsupported panel count ${count}`);
}

function comicPage(comicId, comicTitle, page, pageNumber) {
  const doc = new Doc();
  const rects = panelRects(page.art.length);
  const segs = segmentsOf(page.text, rects.length);
  const perPanel = rects.map(() => []);
  if (page.title) perPanel[0].push({ kind: 'title', text: page.title });
  // Spread segments so the first lands in the first panel and the last in the last one.
  segs.forEach((s, i) =>
    perPanel[segs.length < 2 ? 0 : Math.round((i * (rects.length - 1)) / (segs.length - 1))].push(
      s,
    ),
  );
  let body =
    rect(PAGE.w, PAGE.h, C.night) + overlay(doc, PAGE.w, PAGE.h, patStar(doc, C.gold, 48), 0.08);
  rects.forEach(([x, y, w, h], i) => {
    const clip = doc.next('c');
    doc.need(
      clip,
      () => `<clipPath id="${clip}"><rect width="${n(w)}" height="${n(h)}"/></clipPath>`,
    );
    let lettering = { out: '', height: 0 };
    for (const size of w > 500 ? [24, 22, 20, 18] : [20, 19, 18, 17, 16]) {
      lettering = letterPanel(perPanel[i], w, size);
      if (lettering.height <= h * 0.62) break;
    }
    if (lettering.height > h * 0.8)
      throw new Error(`Lettering overflows ${comicId} page ${pageNumber} panel ${i + 1}`);
    body += `<g transform="translate(${n(x)} ${n(y)})"><g clip-path="url(#${clip})">${picture(doc, page.art[i], w, h)}${lettering.out}</g><rect width="${n(w)}" height="${n(h)}" fill="none" stroke="${C.gold}" stroke-width="3"/></g>`;
  });
  const footY = PAGE.h - PAGE.bottom / 2 + 7;
  body += `<text x="${PAGE.mx}" y="${footY}" font-family="${SANS}" font-size="16" letter-spacing="2" fill="${C.pearl}">ABTAL UNIVERSE · ${esc(comicTitle.toUpperCase())}</text>`;
  body += `<g transform="translate(${PAGE.w - PAGE.mx - 22} ${footY - 6})">${star8(0, 0, 24, `fill="${C.gold}"`)}<text y="7" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="20" fill="${C.inkText}">${pageNumber}</text></g>`;
  return doc.svg(PAGE.w, PAGE.h, `${comicTitle}, page ${pageNumber}`, body);
}

// Covers -------------------------------------------------------------------------------------------

const COVERS = {
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

function cover(id) {
  const spec = COVERS[id];
  const title = spec.title ?? comicTitles.get(id);
  if (!title) throw new Error(`No title for cover ${id}`);
  const doc = new Doc();
  const W = 600;
  const H = 900;
  let body = scene(doc, spec.bg, W, H);
  for (const fx of spec.fx ?? []) body += effect(doc, fx, W, H);
  if (spec.giant)
    body += `<g opacity=".9">${figure(doc, spec.giant, W / 2, H * 0.95, H * 0.9)}</g>`;
  const people = spec.fig.filter((k) => HEROES[k]);
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
      {
        flip: people.length > 1 && i > mid,
        capeFill: key === 'fahd' ? `url(#${patSpots(doc)})` : undefined,
      },
    ]),
  );
  if (spec.fig.includes('falcon')) body += falcon(doc, W * 0.72, H * 0.34, 180);
  // Masthead
  body += `<rect width="${W}" height="120" fill="url(#${doc.lin(['#0b0a1a', '#0b0a1acc', '#0b0a1a00'])})"/>`;
  body += `<text x="${W / 2}" y="62" text-anchor="middle" font-family="${DISPLAY}" font-weight="bold" font-size="46" letter-spacing="3" fill="${C.gold}" stroke="${C.ink}" stroke-width="2" paint-order="stroke">ABTAL UNIVERSE</text>`;
  body += `<path d="M40 80H560" stroke="${C.gold}" stroke-width="2"/>${star8(300, 80, 9, `fill="${C.gold}"`)}`;
  body += `<text x="${W / 2}" y="106" text-anchor="middle" font-family="${SANS}" font-size="16" letter-spacing="4" fill="${C.pearl}">أبطال · HEROES OF THE ARAB WORLD</text>`;
  // Issue badge
  body += `<g transform="translate(520 160)">${star8(0, 0, 50, `fill="${C.gold}" stroke="${C.ink}" stroke-width="3"`)}<text y="${spec.issue.length > 6 ? 5 : 7}" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="${spec.issue.length > 6 ? 13 : 18}" fill="${C.inkText}">${esc(spec.issue.toUpperCase())}</text></g>`;
  // Title
  const [kicker, main] = title.includes(':') ? title.split(/:\s*/) : ['', title];
  const size = 54;
  const lines = wrap(main.toUpperCase(), size, W - 60, true);
  const blockH = lines.length * size * 1.05 + (kicker ? 40 : 0) + 50;
  body += `<rect y="${H - blockH - 40}" width="${W}" height="${blockH + 40}" fill="url(#${doc.lin(['#0b0a1a00', '#0b0a1aee', '#0b0a1a'])})"/>`;
  let ty = H - blockH + 10;
  if (kicker) {
    body += `<text x="${W / 2}" y="${ty + 10}" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="26" letter-spacing="6" fill="${C.pearl}">${esc(kicker.toUpperCase())}</text>`;
    ty += 40;
  }
  lines.forEach((l, i) => {
    body += `<text x="${W / 2}" y="${n(ty + size + i * size * 1.05)}" text-anchor="middle" font-family="${DISPLAY}" font-weight="bold" font-size="${size}" fill="${C.gold}" stroke="#000" stroke-width="3" paint-order="stroke">${esc(l)}</text>`;
  });
  body += `<rect x="6" y="6" width="${W - 12}" height="${H - 12}" fill="none" stroke="${C.gold}" stroke-width="3"/>`;
  return doc.svg(W, H, `${title}: cover`, body);
}

// Hero portraits ------------------------------------------------------------------------------------

const PORTRAITS = {
  jalal: {
    bg: 'desert-dawn',
    fx: ['fire'],
    sky: ['#1c0a05', '#7c2d12'],
    name: 'Jalal, the Desert Fire',
  },
  nazra: {
    bg: 'oasis',
    fx: ['roots'],
    sky: ['#04140c', '#14532d'],
    name: 'Nazra, Guardian of Earth',
  },
  falqan: {
    bg: 'sea-night',
    fx: ['water'],
    sky: ['#030b1c', '#0c4a6e'],
    name: 'Falqan, Guardian of Water',
  },
  fahd: {
    bg: 'space',
    fx: [],
    sky: ['#07031a', '#3b0764'],
    name: 'Fahd Al-Samaa, the Sky Cheetah',
  },
  asad: {
    bg: 'rocks',
    fx: ['light'],
    sky: ['#140a02', '#78350f'],
    name: 'Asad AlUla, the Lion of AlUla',
  },
};

function portrait(id) {
  const p = PORTRAITS[id];
  const doc = new Doc();
  const W = 600;
  const H = 800;
  let body = `<g opacity=".9">${scene(doc, p.bg, W, H)}</g>`;
  body += rect(W, H, `url(#${doc.lin([p.sky[0], `${p.sky[1]}88`, `${p.sky[0]}00`])})`);
  body += overlay(doc, W, H, patStar(doc, C.gold, 60), 0.1);
  for (const fx of p.fx) body += effect(doc, fx, W, H);
  const color = HEROES[id].c;
  body += khatam(W / 2, 240, 200, `fill="none" stroke="${color}" stroke-width="3" opacity=".55"`);
  body += `<circle cx="${W / 2}" cy="240" r="150" fill="none" stroke="${C.gold}" stroke-width="2" opacity=".6"/>`;
  body += figure(doc, id, W / 2, H + 20, 700, {
    capeFill: id === 'fahd' ? `url(#${patSpots(doc)})` : undefined,
  });
  body += `<rect x="8" y="8" width="${W - 16}" height="${H - 16}" fill="none" stroke="${color}" stroke-width="3" rx="10"/>`;
  return doc.svg(W, H, p.name, body);
}

// Eras ------------------------------------------------------------------------------------------------

function era(index) {
  const doc = new Doc();
  const W = 800;
  const H = 500;
  let body = '';
  let title;
  if (index === 1) {
    title = 'The Ancient Age';
    body += scene(doc, 'rocks', W, H);
    body += `<circle cx="620" cy="120" r="60" fill="url(#${doc.glow('#fde68a', 0.9)})"/>`;
    body += caravan(doc, W, H * 0.86, 60, '#2a0f04');
    body += `<g opacity=".75">${group(
      doc,
      ['jalal', 'nazra', 'falqan', 'fahd', 'asad'].map((k, i) => [k, 120 + i * 34, 300, 110]),
    )}</g>`;
  } else if (index === 2) {
    title = 'The Age of Silence';
    body += scene(doc, 'desert-night', W, H);
    body += `<ellipse cx="400" cy="440" rx="260" ry="70" fill="url(#${doc.glow(C.pearl, 0.7)})"/>`;
    body += star8(400, 450, 26, `fill="${C.pearl}" opacity=".8"`);
    body += rect(W, H, `url(#${doc.lin(['#3b076444', '#0b0a1a66'])})`);
  } else {
    title = 'The Rising';
    body += scene(doc, 'city-dawn', W, H);
    HERO_COLORS.forEach((c, i) => {
      const x = 120 + i * 140;
      body += `<path d="M${x} 430Q${x + 20} 250 ${x - 10} 60" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity=".85"/><circle cx="${x - 10}" cy="60" r="26" fill="url(#${doc.glow(c, 0.95)})"/>`;
    });
  }
  body += overlay(doc, W, H, patStar(doc, C.gold, 64), 0.07);
  body += `<rect x="4" y="4" width="${W - 8}" height="${H - 8}" fill="none" stroke="${C.gold}" stroke-width="2"/>`;
  return doc.svg(W, H, title, body);
}

// Home featured image -------------------------------------------------------------------------------

function skyPanther() {
  const doc = new Doc();
  const W = 800;
  const H = 1000;
  let body =
    rect(W, H, `url(#${doc.lin(['#05041a', '#1e1450', '#3b1f6e', '#1a1446'])})`) +
    overlay(doc, W, H, patStars(doc), 0.9);
  body += moon(doc, 640, 150, 40) + `<circle cx="150" cy="220" r="22" fill="#dc5b2c"/>`;
  body += skyline(doc, W, H, 0.38, '#06051a', true);
  body += `<circle cx="400" cy="360" r="330" fill="url(#${doc.glow('#7c3aed', 0.7)})"/>`;
  body += khatam(400, 340, 260, `fill="none" stroke="${C.gold}" stroke-width="3" opacity=".7"`);
  body += star8(400, 340, 300, `fill="none" stroke="${C.pearl}" stroke-width="1.5" opacity=".5"`);
  body += `<circle cx="400" cy="340" r="190" fill="none" stroke="${C.blueLight}" stroke-width="2" opacity=".6"/>`;
  body += figure(doc, 'fahd', 400, 960, 820, { capeFill: `url(#${patSpots(doc)})` });
  body += effect(doc, 'sparks', W, H * 0.6);
  return doc.svg(W, H, 'Fahd Al-Samaa, the Sky Panther, above Dubai', body);
}

// Metro takeover, sectors, store, academy, founder, logo ---------------------------------------------

function frameBox(doc, x, y, w, h, inner) {
  const clip = doc.next('f');
  doc.need(
    clip,
    () => `<clipPath id="${clip}"><rect width="${n(w)}" height="${n(h)}"/></clipPath>`,
  );
  return `<g transform="translate(${n(x)} ${n(y)})"><g clip-path="url(#${clip})">${inner}</g><rect width="${n(w)}" height="${n(h)}" fill="none" stroke="${C.gold}" stroke-width="3"/></g>`;
}

function train(doc, x, y, w, h, wrapped) {
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.3)}" fill="${wrapped ? `url(#${doc.lin(['#1e1450', '#4c1d95', '#1e3a8a'], true)})` : '#d7dbe3'}" stroke="${C.gold}" stroke-width="2"/>`;
  for (let wx = x + h * 0.5; wx < x + w - h * 0.5; wx += h * 0.7) {
    out += `<rect x="${n(wx)}" y="${n(y + h * 0.18)}" width="${n(h * 0.45)}" height="${n(h * 0.3)}" rx="4" fill="#0b1026" opacity=".85"/>`;
  }
  return out;
}

function metroImage(kind) {
  const doc = new Doc();
  const W = 800;
  const H = 500;
  let body = '';
  let title;
  if (kind === 'platform-walls') {
    title = 'Dubai Metro platform walls with guardian murals';
    body += metro(doc, W, H, false);
    body += rect(W, H * 0.36, '#120e2c');
    ['jalal', 'nazra', 'falqan', 'fahd', 'asad'].forEach((k, i) => {
      const x = 30 + i * 150;
      body += frameBox(
        doc,
        x,
        24,
        130,
        150,
        rect(130, 150, `url(#${doc.lin(['#1a1446', HEROES[k].cape])})`) +
          figure(doc, k, 65, 160, 150),
      );
    });
    body += overlay(doc, W, H, patStar(doc, C.gold, 48), 0.06);
  } else if (kind === 'station-entrance') {
    title = 'Dubai Metro station entrance dressed for Abtal Universe';
    body += scene(doc, 'city-night', W, H);
    body += `<path d="M120 420Q400 60 680 420Z" fill="#1c1640" stroke="${C.gold}" stroke-width="4"/>`;
    body += `<path d="M180 420Q400 120 620 420" fill="none" stroke="${C.pearl}" stroke-width="2" opacity=".6"/>`;
    body += `<rect x="300" y="300" width="200" height="120" fill="#fef3c7" opacity=".9"/><rect x="300" y="300" width="200" height="120" fill="url(#${doc.glow('#fbbf24', 0.8)})"/>`;
    body += `<rect x="250" y="238" width="300" height="44" rx="6" fill="${C.ink}" stroke="${C.gold}" stroke-width="2"/><text x="400" y="268" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="20" letter-spacing="4" fill="${C.gold}">ABTAL UNIVERSE</text>`;
    body += group(doc, [
      ['saqr', 200, 460, 220],
      ['noor', 600, 460, 220, { flip: true }],
    ]);
    body += `<path d="M0 420H800V500H0Z" fill="#0b0a1a"/><path d="M0 440H800" stroke="${C.gold}" stroke-width="2" stroke-dasharray="30 14"/>`;
  } else {
    title = 'Dubai Metro train wrapped with guardian artwork';
    body += scene(doc, 'city-dawn', W, H);
    body += `<path d="M0 360H800V384H0ZM120 384H150V500H120ZM520 384H550V500H520Z" fill="#1c1436"/>`;
    body += train(doc, -40, 250, 880, 110, true);
    ['jalal', 'nazra', 'falqan', 'fahd', 'asad'].forEach((k, i) => {
      body += `<use href="#${useShape(doc, HEROES[k].em)}" transform="translate(${90 + i * 160} 330) scale(1.1)" fill="${HEROES[k].c}" stroke="${HEROES[k].c}"/>`;
    });
    body += `<text x="400" y="300" text-anchor="middle" font-family="${DISPLAY}" font-weight="bold" font-size="34" letter-spacing="6" fill="${C.gold}">ABTAL UNIVERSE</text>`;
  }
  body += `<rect x="3" y="3" width="${W - 6}" height="${H - 6}" fill="none" stroke="${C.gold}" stroke-width="2"/>`;
  return doc.svg(W, H, title, body);
}

function sectorImage(kind) {
  const doc = new Doc();
  const W = 800;
  const H = 500;
  let body =
    rect(W, H, `url(#${doc.lin([C.night, C.night2, '#2a1b5e'])})`) +
    overlay(doc, W, H, patLattice(doc, C.pearl, 56), 0.12);
  let title;
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
    const bag = (x, y, s, c) =>
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
  body += `<rect x="3" y="3" width="${W - 6}" height="${H - 6}" fill="none" stroke="${C.gold}" stroke-width="2"/>`;
  return doc.svg(W, H, title, body);
}

function storeImage(kind) {
  const doc = new Doc();
  const W = 600;
  const H = 600;
  let body =
    rect(W, H, `url(#${doc.lin([C.night2, C.night])})`) +
    overlay(doc, W, H, patStar(doc, C.gold, 50), 0.08);
  let title;
  if (kind === 'tee') {
    title = 'Guardian emblem T-shirt';
    body += `<path d="M210 110L150 130L70 200L120 260L170 230V500H430V230L480 260L530 200L450 130L390 110Q300 170 210 110Z" fill="#111018" stroke="${C.gold}" stroke-width="3"/>`;
    body += khatam(300, 300, 80, `fill="none" stroke="${C.gold}" stroke-width="4"`);
    body += `<use href="#${useShape(doc, 'flame')}" transform="translate(300 300) scale(2.4)" fill="#fb923c"/>`;
    body += `<text x="300" y="430" text-anchor="middle" font-family="${DISPLAY}" font-weight="bold" font-size="30" letter-spacing="5" fill="${C.gold}">ABTAL</text>`;
  } else if (kind === 'figure') {
    title = 'Collectible guardian figure';
    body += `<rect x="130" y="60" width="340" height="480" rx="14" fill="#1c1640" stroke="${C.gold}" stroke-width="4"/><rect x="160" y="120" width="280" height="330" rx="10" fill="#0b0a1a" stroke="${C.pearl}" stroke-width="2"/>`;
    body += `<text x="300" y="100" text-anchor="middle" font-family="${DISPLAY}" font-weight="bold" font-size="26" letter-spacing="4" fill="${C.gold}">ABTAL UNIVERSE</text>`;
    body +=
      `<ellipse cx="300" cy="430" rx="90" ry="16" fill="${C.gold}"/>` +
      figure(doc, 'asad', 300, 430, 290);
    body += `<rect x="160" y="470" width="280" height="44" rx="6" fill="${C.gold}"/><text x="300" y="500" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="18" fill="${C.inkText}">THE LION OF ALULA</text>`;
  } else if (kind === 'poster') {
    title = 'Guardians art poster';
    body += `<rect x="110" y="50" width="380" height="500" fill="#3b2412"/>`;
    body += frameBox(
      doc,
      130,
      70,
      340,
      460,
      scene(doc, 'desert-night', 340, 460) +
        effect(doc, 'sparks', 340, 460) +
        group(
          doc,
          ['falqan', 'nazra', 'jalal'].map((k, i) => [k, 60 + i * 110, 470, 210]),
        ),
    );
  } else {
    title = 'Digital collectible card';
    body += `<polygon points="300,60 500,175 500,425 300,540 100,425 100,175" fill="#1c1640" stroke="${C.gold}" stroke-width="5"/>`;
    body += `<polygon points="300,100 465,195 465,405 300,500 135,405 135,195" fill="none" stroke="${C.pearl}" stroke-width="2" stroke-dasharray="10 8"/>`;
    body +=
      `<circle cx="300" cy="300" r="150" fill="url(#${doc.glow('#7c3aed', 0.9)})"/>` +
      star8(300, 300, 90, `fill="${C.gold}" stroke="${C.ink}" stroke-width="3"`);
    body += `<use href="#${useShape(doc, 'star')}" transform="translate(300 300) scale(2.6)" fill="#a78bfa"/>`;
    body += `<path d="M140 300H200M400 300H460M300 140V200M300 400V460" stroke="${C.blueLight}" stroke-width="3"/>`;
  }
  return doc.svg(W, H, title, body);
}

const ICONS = {
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
};
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

function academyImage(key, index) {
  const doc = new Doc();
  const W = 800;
  const H = 450;
  const tone = ACADEMY_TONES[index % ACADEMY_TONES.length];
  let body =
    rect(W, H, `url(#${doc.lin([C.night, tone], true)})`) +
    overlay(doc, W, H, patStar(doc, C.gold, 56), 0.1);
  body += `<circle cx="400" cy="225" r="200" fill="url(#${doc.glow(C.purple, 0.55)})"/>`;
  body += star8(400, 225, 190, `fill="none" stroke="${C.gold}" stroke-width="1.5" opacity=".45"`);
  body += `<g transform="translate(400 225)" fill="none" stroke="${C.gold}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round">${ICONS[key]}</g>`;
  const label = key.replace(/-/g, ' ');
  return doc.svg(W, H, `Abtal Academy course: ${label}`, body);
}

function founder() {
  const doc = new Doc();
  const W = 600;
  const H = 600;
  let body =
    rect(W, H, `url(#${doc.lin(['#0b0a1a', '#1e1450', C.blue])})`) +
    overlay(doc, W, H, patLattice(doc, C.pearl, 50), 0.12);
  // Cedar (Lebanon), skyline (UAE), rock and tomb (AlUla): the founder's journey.
  body += `<path d="M90 520V470M40 470L90 380L140 470ZM52 430L90 360L128 430ZM62 395L90 340L118 395Z" fill="#1f3b2a" stroke="#1f3b2a" stroke-width="4"/>`;
  body += `<g opacity=".8">${skyline(doc, W, 560, 0.35, '#10183d', true)}</g>`;
  body += `<path d="M430 560Q440 430 500 420Q580 415 600 470V560Z" fill="#5a1f0a"/>`;
  body += `<circle cx="300" cy="250" r="190" fill="url(#${doc.glow(C.gold, 0.45)})"/>`;
  body += khatam(300, 250, 170, `fill="none" stroke="${C.gold}" stroke-width="2" opacity=".6"`);
  body += `<path d="M300 130C345 130 372 170 368 220C365 262 345 292 325 302L328 330C400 345 450 380 462 440L470 600H130L138 440C150 380 200 345 272 330L275 302C255 292 235 262 232 220C228 170 255 130 300 130Z" fill="${C.ink}" stroke="${C.gold}" stroke-width="4"/>`;
  return doc.svg(W, H, 'The founder of Abtal Universe', body);
}

function logoBody(doc, size) {
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
  body += `<path transform="translate(${n(c - 256 * s)} ${n(c - 256 * s)}) scale(${n(s * 1000) / 1000})" d="M256 140L350 360H310L290 312H222L202 360H162ZM256 214L234 276H278Z" fill="${C.gold}"/>`;
  body += `<circle cx="${c}" cy="${n(c - r * 0.52)}" r="${n(size * 0.025)}" fill="${C.goldLight}"/>`;
  return body;
}

function logo() {
  const doc = new Doc();
  return doc.svg(512, 512, 'Abtal Universe', logoBody(doc, 512));
}

function favicon() {
  const doc = new Doc();
  return doc.svg(64, 64, 'Abtal Universe', logoBody(doc, 64));
}

// ---------------------------------------------------------------------------------------------
// Run

for (const id of Object.keys(PORTRAITS)) write(`art/heroes/${id}.svg`, portrait(id));
for (const id of Object.keys(COVERS)) write(`art/covers/${id}.svg`, cover(id));
for (const [comicId, chapters] of Object.entries(script)) {
  const title = comicTitles.get(comicId) ?? COVERS[comicId]?.title ?? comicId;
  let pageNumber = 0;
  for (const chapter of chapters) {
    for (const page of chapter.pages) {
      pageNumber += 1;
      write(
        `art/comics/${comicId}/page-${pageNumber}.svg`,
        comicPage(comicId, title, page, pageNumber),
      );
    }
  }
}
for (const i of [1, 2, 3]) write(`art/eras/${i}.svg`, era(i));
write('art/home/sky-panther.svg', skyPanther());
for (const k of ['platform-walls', 'station-entrance', 'train-wraps'])
  write(`art/metro/${k}.svg`, metroImage(k));
for (const k of ['tee', 'figure', 'poster', 'nft']) write(`art/store/${k}.svg`, storeImage(k));
for (const k of ['metro', 'retail', 'food']) write(`art/sectors/${k}.svg`, sectorImage(k));
Object.keys(ICONS).forEach((k, i) => write(`art/academy/${k}.svg`, academyImage(k, i)));
write('art/about/founder.svg', founder());
write('art/logo.svg', logo());
write('favicon.svg', favicon());

const total = written.reduce((sum, f) => sum + f.bytes, 0);
const largest = [...written].sort((a, b) => b.bytes - a.bytes)[0];
console.log(
  `Wrote ${written.length} files, ${(total / 1024).toFixed(1)} kB in all; largest ${largest.rel} (${(largest.bytes / 1024).toFixed(1)} kB).`,
);
