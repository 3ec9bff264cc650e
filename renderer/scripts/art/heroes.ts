import type { CharacterId } from '../../../shared/content/types.js';
import type { EffectName, SceneName } from '../../../shared/content/comic-script.schemas.js';
import { effect } from './effects.js';
import { FIGURES, figure } from './figures.js';
import { C } from './palette.js';
import { overlay, patStar } from './patterns.js';
import { scene } from './scenery.js';
import { khatam } from './shapes.js';
import { Doc, rect } from './svg.js';

interface PortraitSpec {
  bg: SceneName;
  fx: EffectName[];
  /** Two colours of the tint laid over the scene. */
  sky: [string, string];
}

const PORTRAITS: Readonly<Record<CharacterId, PortraitSpec>> = {
  jalal: { bg: 'desert-dawn', fx: ['fire'], sky: ['#1c0a05', '#7c2d12'] },
  nazra: { bg: 'oasis', fx: ['roots'], sky: ['#04140c', '#14532d'] },
  falqan: { bg: 'sea-night', fx: ['water'], sky: ['#030b1c', '#0c4a6e'] },
  fahd: { bg: 'space', fx: [], sky: ['#07031a', '#3b0764'] },
  asad: { bg: 'rocks', fx: ['light'], sky: ['#140a02', '#78350f'] },
};

/** A guardian's portrait for the heroes grid and profile; `label` is "Name, the Title". */
export function portrait(id: CharacterId, label: string): string {
  const p = PORTRAITS[id];
  const doc = new Doc();
  const W = 600;
  const H = 800;
  let body = `<g opacity=".9">${scene(doc, p.bg, W, H)}</g>`;
  body += rect(W, H, `url(#${doc.lin([p.sky[0], `${p.sky[1]}88`, `${p.sky[0]}00`])})`);
  body += overlay(W, H, patStar(doc, C.gold, 60), 0.1);
  for (const fx of p.fx) body += effect(doc, fx, W, H);
  const color = FIGURES[id].c;
  body += khatam(W / 2, 240, 200, `fill="none" stroke="${color}" stroke-width="3" opacity=".55"`);
  body += `<circle cx="${W / 2}" cy="240" r="150" fill="none" stroke="${C.gold}" stroke-width="2" opacity=".6"/>`;
  // Casting, turned a little: the element leaves the near hand towards the right edge.
  body += figure(doc, id, 230, H + 10, 560, { pose: 'cast', view: 'three-quarter' });
  body += `<rect x="8" y="8" width="${W - 16}" height="${H - 16}" fill="none" stroke="${color}" stroke-width="3" rx="10"/>`;
  return doc.svg(W, H, label, body);
}
