import type { EffectName } from '../../../shared/content/comic-script.schemas.js';
import { arabicLine } from './arabic-font.js';
import { outlined } from './font.js';
import { C, HERO_COLORS } from './palette.js';
import { overlay, patRain } from './patterns.js';
import { rng, seedOf } from './random.js';
import { shapeId, type ShapeName } from './shapes.js';
import { hexId, n, scaled, type Doc } from './svg.js';

/** The guardians' emblems in the order of HERO_COLORS. */
const EMBLEMS: readonly ShapeName[] = ['flame', 'leaf', 'wave', 'star', 'crown'];

/**
 * An effect drawn over a w x h scene. `top` is where the panel's lettering ends: an effect with
 * a centre of interest (the unity emblems, the eyes, the lettered cry) keeps it below.
 */
export function effect(doc: Doc, fx: EffectName, w: number, h: number, top = 0): string {
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
      const flame = shapeId(doc, 'flame');
      for (let i = 0; i < 9; i += 1) {
        const s = (Math.min(w, h) / 200) * (0.8 + r() * 1.6);
        out += `<use href="#${flame}" transform="translate(${n((w / 9) * (i + r()))} ${n(h - 18 * s)}) scale(${scaled(s)})" fill="${i % 2 ? '#fbbf24' : '#f97316'}" opacity=".85"/>`;
      }
      return out;
    }
    case 'campfire': {
      // Crossed logs and three tongues of flame, the ground lit around them.
      const s = Math.min(w, h) / 160;
      const x = w / 2;
      const y = h * 0.95;
      const flame = shapeId(doc, 'flame');
      return `<ellipse cx="${n(x)}" cy="${n(y - 20 * s)}" rx="${n(70 * s)}" ry="${n(50 * s)}" fill="url(#${doc.glow('#fb923c', 0.8)})"/><path d="M${n(x - 22 * s)} ${n(y)}L${n(x + 22 * s)} ${n(y - 8 * s)}M${n(x - 22 * s)} ${n(y - 8 * s)}L${n(x + 22 * s)} ${n(y)}" stroke="#451a03" stroke-width="${n(6 * s)}" stroke-linecap="round"/><use href="#${flame}" transform="translate(${n(x)} ${n(y - 22 * s)}) scale(${scaled(s * 1.2)})" fill="#f97316" stroke="#fde047" stroke-width="2"/><use href="#${flame}" transform="translate(${n(x - 9 * s)} ${n(y - 14 * s)}) scale(${scaled(s * 0.7)})" fill="#fbbf24"/><use href="#${flame}" transform="translate(${n(x + 9 * s)} ${n(y - 14 * s)}) scale(${scaled(s * 0.7)})" fill="#fbbf24"/>`;
    }
    case 'beacon': {
      const x = w * 0.84;
      const y = h * 0.6;
      const s = Math.min(w, h) / 300;
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(60 * s)}" fill="url(#${doc.glow('#fbbf24', 0.9)})"/><use href="#${shapeId(doc, 'flame')}" transform="translate(${n(x)} ${n(y)}) scale(${scaled(s)})" fill="#fb923c" stroke="#fde047" stroke-width="2"/>`;
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
      const s = Math.min(w, h) * 0.06;
      const y = Math.max(h * 0.5, Math.min(top + s * 2, h - s * 2));
      return `<g fill="url(#${doc.glow('#f43f5e', 0.95)})"><ellipse cx="${n(w * 0.4)}" cy="${n(y)}" rx="${n(s * 2)}" ry="${n(s)}"/><ellipse cx="${n(w * 0.6)}" cy="${n(y)}" rx="${n(s * 2)}" ry="${n(s)}"/></g><path d="M${n(w * 0.4 - s)} ${n(y)}h${n(s * 2)}M${n(w * 0.6 - s)} ${n(y)}h${n(s * 2)}" stroke="#fecdd3" stroke-width="4" stroke-linecap="round"/>`;
    }
    case 'awaken': {
      // Two eyes opening in the cliff below the lettering: stone lids parting on a glowing gaze,
      // a light in the rock around them and cracks running out from the corners.
      const s = Math.min(w, h) * 0.085;
      const y = Math.max(h * 0.52, Math.min(top + s * 2.6, h - s * 2.5));
      const x0 = w / 2;
      // The face of the rock they open in, rising from the ground to above them.
      const rock = `<path d="M${n(x0 - s * 6.2)} ${n(h)}L${n(x0 - s * 5.8)} ${n(y - s * 1.6)}L${n(x0 - s * 3)} ${n(y - s * 2.6)}L${n(x0 + s * 2.6)} ${n(y - s * 2.8)}L${n(x0 + s * 5.6)} ${n(y - s * 1.8)}L${n(x0 + s * 6.4)} ${n(h)}Z" fill="#7c3513" stroke="#431407" stroke-width="4"/>`;
      let eyes = '';
      let cracks = '';
      for (const side of [-1, 1]) {
        const x = x0 + side * s * 2.7;
        eyes += `<path d="M${n(x - s * 2)} ${n(y)}Q${n(x)} ${n(y - s * 1.3)} ${n(x + s * 2)} ${n(y)}Q${n(x)} ${n(y + s * 1.1)} ${n(x - s * 2)} ${n(y)}Z" fill="#2a1a0c" stroke="#5c3a1e" stroke-width="${n(s * 0.3)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.62)}" fill="#fbbf24" stroke="#fde68a" stroke-width="3"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.16)}" ry="${n(s * 0.5)}" fill="#1c1208"/>`;
        const ox = x + side * s * 2;
        cracks += `M${n(ox)} ${n(y)}l${n(side * s * 0.8)} ${n(-s * 0.5)}l${n(side * s * 0.5)} ${n(-s * 0.2)}M${n(ox)} ${n(y)}l${n(side * s * 0.9)} ${n(s * 0.4)}l${n(side * s * 0.3)} ${n(s * 0.5)}M${n(x)} ${n(y - s * 0.65)}l${n(side * s * 0.3)} ${n(-s * 0.9)}`;
      }
      return `${rock}<ellipse cx="${n(x0)}" cy="${n(y)}" rx="${n(s * 5.5)}" ry="${n(s * 2)}" fill="url(#${doc.glow('#f59e0b', 0.6)})"/><path d="${cracks}" fill="none" stroke="${C.goldLight}" stroke-width="3" stroke-linecap="round"/>${eyes}`;
    }
    case 'swarm': {
      // Pairs of slit eyes scattered through the dark below the lettering, near ones larger.
      let d = '';
      for (let i = 0; i < 60; i += 1) {
        const y = top + 20 + r() * (h - top - 40);
        const x = 10 + r() * (w - 20);
        const s = 2 + r() * 5;
        d += `M${n(x - s * 2.4)} ${n(y)}h${n(s * 1.6)}M${n(x + s * 0.8)} ${n(y)}h${n(s * 1.6)}`;
      }
      return `<path d="${d}" stroke="#fb7185" stroke-width="3" stroke-linecap="round"/>`;
    }
    case 'rain':
      return overlay(w, h, patRain(doc), 0.9);
    case 'unity': {
      // The five emblems in a ring below the lettering: an emblem is about 40 units tall.
      const rr = Math.max(40, Math.min(Math.min(w, h) * 0.26, (h - top - 84) / 2));
      const cy = Math.min(Math.max(h * 0.55, top + rr + 42), h - rr - 20);
      let out = `<circle cx="${n(w / 2)}" cy="${n(cy)}" r="${n(rr * 1.15)}" fill="url(#${doc.glow('#fff7d6', 0.9)})"/>`;
      EMBLEMS.forEach((em, i) => {
        const a = -Math.PI / 2 + (i * Math.PI * 2) / 5;
        out += `<use href="#${shapeId(doc, em)}" transform="translate(${n(w / 2 + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}) scale(1.6)" fill="${HERO_COLORS[i]}" stroke="${HERO_COLORS[i]}" stroke-width="1"/>`;
      });
      return out;
    }
    case 'glass': {
      // The storm fused to glass: a ridge of faceted crystal along the dunes, each shard lit on
      // one face and shaded on the other, with white glints where the light catches an edge.
      const ground = h * 0.86;
      let out = '';
      let glints = '';
      const count = Math.max(6, Math.round(w / 60));
      for (let i = 0; i < count; i += 1) {
        const x = (w / count) * (i + 0.2 + r() * 0.6);
        const tall = h * (0.16 + r() * 0.22) * (i % 2 ? 0.7 : 1);
        const half = Math.min(w, h) * (0.03 + r() * 0.03);
        const lean = (r() - 0.5) * half * 2;
        const tip = { x: x + lean, y: ground - tall };
        const shoulder = ground - tall * 0.72;
        out += `<path d="M${n(x - half)} ${n(ground)}V${n(shoulder)}L${n(tip.x)} ${n(tip.y)}L${n(x)} ${n(shoulder + half)}V${n(ground)}Z" fill="#bae6fd" fill-opacity=".7"/><path d="M${n(x)} ${n(ground)}V${n(shoulder + half)}L${n(tip.x)} ${n(tip.y)}L${n(x + half)} ${n(shoulder)}V${n(ground)}Z" fill="#38bdf8" fill-opacity=".55"/>`;
        glints += `M${n(x - half * 0.5)} ${n(ground - 6)}V${n(shoulder + 4)}L${n(tip.x - 2)} ${n(tip.y + 10)}`;
      }
      out += `<path d="${glints}" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".9"/>`;
      // The sheet of glass the sand became, catching the dawn.
      out += `<rect y="${n(ground - 4)}" width="${n(w)}" height="${n(h - ground + 4)}" fill="url(#${doc.lin(['#e0f2fe', '#7dd3fc'])})" opacity=".75"/><path d="M${n(w * 0.08)} ${n(ground + (h - ground) * 0.35)}l${n(w * 0.2)} 0M${n(w * 0.5)} ${n(ground + (h - ground) * 0.6)}l${n(w * 0.3)} 0" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`;
      return out;
    }
    case 'skyours': {
      // "The sky is ours", lettered in Lalezar outlines like every other Arabic line.
      const size = Math.round(Math.min(w * 0.12, 72));
      return arabicLine(
        'السماء لنا',
        w / 2,
        Math.min(Math.max(h * 0.46, top + size * 1.2), h * 0.7),
        size,
        'middle',
        C.gold,
        outlined(size, 2),
      );
    }
  }
}
