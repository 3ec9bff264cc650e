import type { SceneName } from '../../../shared/content/comic-script.schemas.js';
import { group, type Placement } from './figures.js';
import { letteringLine, outlined } from './font.js';
import { C } from './palette.js';
import { overlay, patStar } from './patterns.js';
import { metroStation, scene, skyline } from './scenery.js';
import { Doc, border, frameBox, n, rect } from './svg.js';

export const METRO_IMAGES = ['platform-walls', 'station-entrance', 'train-wraps'] as const;
export type MetroImage = (typeof METRO_IMAGES)[number];

/** A metro train seen from the side, plain or wrapped in guardian colours. */
export function train(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  wrapped: boolean,
): string {
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.3)}" fill="${wrapped ? `url(#${doc.lin(['#1e1450', '#4c1d95', '#1e3a8a'], true)})` : '#d7dbe3'}" stroke="${C.gold}" stroke-width="2"/>`;
  for (let wx = x + h * 0.5; wx < x + w - h * 0.5; wx += h * 0.7) {
    out += `<rect x="${n(wx)}" y="${n(y + h * 0.18)}" width="${n(h * 0.45)}" height="${n(h * 0.3)}" rx="4" fill="#0b1026" opacity=".85"/>`;
  }
  return out;
}

/** The Dubai Metro station takeover concept images. */
export function metroImage(kind: MetroImage): string {
  const doc = new Doc();
  const W = 800;
  const H = 500;
  let body = '';
  let title: string;
  if (kind === 'platform-walls') {
    title = 'Dubai Metro platform walls with Guardians of Dubai comic panels';
    body += metroStation(doc, W, H, false);
    body += rect(W, H * 0.36, '#120e2c');
    // Four comic panels of episode 001 along the wall, each with Saqr Dubai or Al-Noor in action.
    const panels: [SceneName, Placement[]][] = [
      ['city-night', [['saqr', 80, 166, 120]]],
      ['creek', [['noor', 80, 166, 120, { flip: true }]]],
      [
        'tower',
        [
          ['saqr', 60, 166, 110],
          ['noor', 120, 166, 110, { flip: true }],
        ],
      ],
      [
        'city-dawn',
        [
          ['noor', 50, 166, 110],
          ['saqr', 118, 166, 120, { flip: true }],
        ],
      ],
    ];
    panels.forEach(([bg, cast], i) => {
      body += frameBox(
        doc,
        24 + i * 192,
        20,
        176,
        150,
        scene(doc, bg, 176, 150) + group(doc, cast),
      );
    });
    body += overlay(W, H, patStar(doc, C.gold, 48), 0.06);
  } else if (kind === 'station-entrance') {
    title = 'Dubai Metro station entrance dressed for Abtal Universe';
    body += scene(doc, 'city-night', W, H);
    body += `<path d="M120 420Q400 60 680 420Z" fill="#1c1640" stroke="${C.gold}" stroke-width="4"/>`;
    body += `<path d="M180 420Q400 120 620 420" fill="none" stroke="${C.pearl}" stroke-width="2" opacity=".6"/>`;
    body += `<rect x="300" y="300" width="200" height="120" fill="#fef3c7" opacity=".9"/><rect x="300" y="300" width="200" height="120" fill="url(#${doc.glow('#fbbf24', 0.8)})"/>`;
    body += `<rect x="250" y="238" width="300" height="44" rx="6" fill="${C.ink}" stroke="${C.gold}" stroke-width="2"/>${letteringLine('ABTAL UNIVERSE', 400, 270, 26, 'middle', C.gold)}`;
    body += group(doc, [
      ['saqr', 200, 460, 220],
      ['noor', 600, 460, 220, { flip: true }],
    ]);
    body += `<path d="M0 420H800V500H0Z" fill="#0b0a1a"/><path d="M0 440H800" stroke="${C.gold}" stroke-width="2" stroke-dasharray="30 14"/>`;
  } else {
    title = 'Dubai Metro train wrapped in the Guardians of Dubai skyline artwork';
    body += scene(doc, 'city-dawn', W, H);
    // The elevated viaduct and a two-car train whose sides carry the skyline and the two heroes.
    body += `<path d="M0 372H800V396H0ZM140 396H176V500H140ZM560 396H596V500H560Z" fill="#1c1436"/>`;
    const wrapClip = doc.need(
      'wrap',
      () =>
        `<clipPath id="wrap"><rect x="40" y="222" width="350" height="140" rx="40"/><rect x="410" y="222" width="350" height="140" rx="16"/></clipPath>`,
    );
    body += `<g clip-path="url(#${wrapClip})"><rect x="0" y="222" width="800" height="140" fill="url(#${doc.lin(['#1e1450', '#4c1d95', '#1e3a8a'], true)})"/>${skyline(doc, 800, 362, 0.36, C.gold, false)}${group(
      doc,
      [
        ['saqr', 210, 372, 150],
        ['noor', 590, 372, 150, { flip: true }],
      ],
    )}</g>`;
    body += `<rect x="40" y="222" width="350" height="140" rx="40" fill="none" stroke="${C.gold}" stroke-width="3"/><rect x="410" y="222" width="350" height="140" rx="16" fill="none" stroke="${C.gold}" stroke-width="3"/>`;
    // Windows between the couplings, leaving the two heroes' panels of the wrap clear.
    for (let x = 80; x < 760; x += 70)
      if ((x < 360 || x > 430) && Math.abs(x + 20 - 210) > 60 && Math.abs(x + 20 - 590) > 60)
        body += `<rect x="${x}" y="236" width="40" height="26" rx="4" fill="#0b1026" opacity=".8"/>`;
    body += letteringLine('GUARDIANS OF DUBAI', 400, 214, 36, 'middle', C.gold, outlined(36, 2));
  }
  body += border(W, H, 3, 2);
  return doc.svg(W, H, title, body);
}
