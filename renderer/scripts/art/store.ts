import { findCharacter } from '../../../shared/content/characters.js';
import { PHASE1_GUARDIANS } from '../../../shared/content/phase1.js';
import type { CharacterId } from '../../../shared/content/types.js';
import { SAMPLE_PRODUCTS } from '../../src/features/commerce/store-teaser.js';
import { commerce } from '../../src/lib/i18n/namespaces/commerce.en.js';
import { GUARDIANS } from './cast.js';
import { effect } from './effects.js';
import { figure, group, isGuardian, type FigureKey, type Placement } from './figures.js';
import { letteringLine, outlined } from './font.js';
import { C } from './palette.js';
import { overlay, patStar } from './patterns.js';
import { scene } from './scenery.js';
import { star8 } from './shapes.js';
import { Doc, frameBox, rect } from './svg.js';

/** A sample product with the English name and description its picture letters and is checked by. */
export type Product = (typeof SAMPLE_PRODUCTS)[number] & { name: string; description: string };

/** The store teaser's products as the picture generator draws them. */
export const STORE_PRODUCTS: readonly Product[] = SAMPLE_PRODUCTS.map((product) => ({
  ...product,
  ...commerce.products[product.id],
}));

/** Who each product's picture shows: what its copy promises. */
const PRODUCT_CAST: Readonly<Record<Product['id'], readonly FigureKey[]>> = {
  tee: GUARDIANS,
  figure: ['fahd'],
  poster: PHASE1_GUARDIANS.map((guardian) => guardian.characterId),
  nft: ['saqr', 'noor'],
};

/** A figure marked with who it is, so the art can be checked against the copy. */
const marked = (key: FigureKey, markup: string): string => `<g data-hero="${key}">${markup}</g>`;

/** Turns whatever is drawn inside into a flat gold silhouette: foil printing. */
const foil = (doc: Doc): string =>
  doc.need(
    'foil',
    () =>
      `<filter id="foil"><feFlood flood-color="${C.goldLight}"/><feComposite in2="SourceAlpha" operator="in"/></filter>`,
  );

const epithet = (id: CharacterId): string => findCharacter(id)?.title.toUpperCase() ?? '';

/** A store product's picture, titled with the product's name. */
export function storeImage(product: Product): string {
  const doc = new Doc();
  const W = 600;
  const H = 600;
  const cast = PRODUCT_CAST[product.id];
  let body =
    rect(W, H, `url(#${doc.lin([C.night2, C.night])})`) +
    overlay(W, H, patStar(doc, C.gold, 50), 0.08);
  switch (product.id) {
    case 'tee': {
      // A black tee with the five guardians' silhouettes in gold foil across the chest.
      body += `<path d="M210 110L150 130L70 200L120 260L170 230V500H430V230L480 260L530 200L450 130L390 110Q300 170 210 110Z" fill="#111018" stroke="${C.gold}" stroke-width="3"/>`;
      body += `<g filter="url(#${foil(doc)})">${cast
        .map((key, i) =>
          marked(key, figure(doc, key, 212 + i * 44, 400, 150, { glow: 'none', view: 'front' })),
        )
        .join('')}</g>`;
      body += letteringLine('ABTAL', 300, 450, 34, 'middle', C.gold);
      break;
    }
    case 'figure': {
      // A boxed collectible of the guardian the product names, with their epithet on the box.
      const [hero] = cast;
      body += `<rect x="130" y="60" width="340" height="480" rx="14" fill="#1c1640" stroke="${C.gold}" stroke-width="4"/><rect x="160" y="120" width="280" height="330" rx="10" fill="#0b0a1a" stroke="${C.pearl}" stroke-width="2"/>`;
      body += letteringLine('ABTAL UNIVERSE', 300, 100, 30, 'middle', C.gold);
      body += `<ellipse cx="300" cy="430" rx="90" ry="16" fill="${C.gold}"/>`;
      if (hero)
        body += marked(
          hero,
          figure(doc, hero, 300, 430, 290, { pose: 'stand', view: 'three-quarter' }),
        );
      const label = hero && isGuardian(hero) ? epithet(hero) : '';
      body += `<rect x="160" y="470" width="280" height="44" rx="6" fill="${C.gold}"/>${letteringLine(label, 300, 500, 22, 'middle', C.inkText)}`;
      break;
    }
    case 'poster': {
      // The Phase 1 cover as a framed print: its three guardians under the falling sparks, the
      // middle one a step behind and taller, nobody's power across a neighbour's face.
      const placements = cast.map((key, i): Placement => [
        key,
        70 + i * 100,
        i === 1 ? 455 : 470,
        i === 1 ? 260 : 220,
        { view: 'three-quarter', flip: i === 2, pose: 'stand' },
      ]);
      body += `<rect x="110" y="50" width="380" height="500" fill="#3b2412"/>`;
      body += frameBox(
        doc,
        130,
        70,
        340,
        460,
        scene(doc, 'desert-night', 340, 460) +
          effect(doc, 'sparks', 340, 460) +
          placements.map((p) => marked(p[0], group(doc, [p]))).join('') +
          letteringLine('RISE OF THE', 170, 46, 28, 'middle', C.gold, outlined(28, 2)) +
          letteringLine('GUARDIANS', 170, 76, 30, 'middle', C.gold, outlined(30, 2)) +
          letteringLine('PHASE 1', 170, 100, 16, 'middle', C.pearl),
      );
      break;
    }
    case 'nft': {
      // A numbered digital card holding an alternate cover of episode 001.
      body += `<polygon points="300,40 520,165 520,435 300,560 80,435 80,165" fill="#1c1640" stroke="${C.gold}" stroke-width="5"/>`;
      body += `<circle cx="300" cy="300" r="220" fill="url(#${doc.glow('#7c3aed', 0.8)})"/>`;
      const art =
        scene(doc, 'city-night', 200, 280) +
        cast
          .map((key, i) => marked(key, figure(doc, key, 60 + i * 80, 290, 170, { flip: i === 1 })))
          .join('') +
        letteringLine('ALT COVER', 100, 34, 22, 'middle', C.gold, outlined(22, 1.5));
      body += frameBox(doc, 200, 150, 200, 280, art);
      body += star8(300, 470, 26, `fill="${C.gold}"`);
      body += letteringLine('#001', 300, 476, 15, 'middle', C.inkText);
      body += letteringLine('EP 001 · EDITION OF 500', 300, 128, 17, 'middle', C.pearl);
      break;
    }
  }
  return doc.svg(W, H, product.name, body);
}
