import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../../shared/content/characters.js';
import type { CharacterId } from '../../../shared/content/types.js';
import { character, POSES, VIEWS, type Pose, type View } from './character.js';
import { Doc } from './svg.js';

const W = 240;
const H = 440;

/** The figure's rasterised silhouette: one flag per pixel, set where anything is drawn. */
function mask(id: CharacterId, pose: Pose, view: View): Uint8Array {
  const doc = new Doc();
  // Centre the 200 x 400 model with room for capes, crowns and casting effects.
  const svg = doc.svg(
    W,
    H,
    id,
    `<g transform="translate(20 30)">${character(doc, id, pose, view)}</g>`,
  );
  const pixels = new Resvg(svg, { fitTo: { mode: 'original' } }).render().pixels;
  const out = new Uint8Array(W * H);
  for (let i = 0; i < out.length; i += 1) out[i] = (pixels[i * 4 + 3] ?? 0) > 32 ? 1 : 0;
  return out;
}

const iou = (a: Uint8Array, b: Uint8Array): number => {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i += 1) {
    both += a[i]! & b[i]!;
    either += a[i]! | b[i]!;
  }
  return both / either;
};

const ANGLES: readonly [Pose, View][] = [
  ...VIEWS.map((view): [Pose, View] => ['stand', view]),
  ...POSES.filter((pose) => pose !== 'stand').map((pose): [Pose, View] => [pose, 'three-quarter']),
];

describe('guardian silhouettes', () => {
  it.each(ANGLES)('no two guardians share a silhouette (%s, %s): IoU below 0.8', (pose, view) => {
    const masks = new Map(CHARACTER_IDS.map((id) => [id, mask(id, pose, view)]));
    const overlaps: string[] = [];
    for (const [i, a] of CHARACTER_IDS.entries())
      for (const b of CHARACTER_IDS.slice(i + 1)) {
        const value = iou(masks.get(a)!, masks.get(b)!);
        if (value >= 0.8) overlaps.push(`${a}/${b} ${value.toFixed(2)}`);
      }
    expect(overlaps).toEqual([]);
  });

  it('measures overlap that a copied silhouette would fail', () => {
    const jalal = mask('jalal', 'stand', 'front');
    expect(iou(jalal, mask('jalal', 'stand', 'front'))).toBe(1);
    expect(jalal.some(Boolean)).toBe(true);
  });
});
